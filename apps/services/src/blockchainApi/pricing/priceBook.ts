// Token prices in USD as the chains file says to find them (chain/chainSources.ts,
// chain/solanaPriceSource.ts): each token's fixed `usdPrice`, Uniswap V2 reserves against the
// chain's USDC, or a Solana pool's vaults against it, read at most once per PRICE_CACHE_MS per chain
// and token. The cache is this process's: a price is no one's state, and replicas reading the chain
// each at most every 30 s agree within that window.
import type { Connection } from '@solana/web3.js';
import type { Chain, KnownToken } from '../../chain/chains.js';
import type { SolanaChain } from '../account/solanaBalance.js';
import { pairPrice, type PairToken } from './pairPrice.js';
import { poolVaultPrice } from './poolVaultPrice.js';
import { KeptReads } from '../../keptReads.js';

/** How long a price read from the chain is answered again (SPEC 9's 30 s freshness for balances). */
export const PRICE_CACHE_MS = 30_000;

/** The quote token is USD: one of it is worth one dollar. */
const QUOTE_USD = 1;

/** A Solana token as prices know it: SOL by wrapped SOL's mint, each at its fixed price. */
export interface SolanaPricedToken {
  mint: string;
  usdPrice: number;
}

/** Where the Solana chains' node connections come from (account/solanaBalance.ts's SolanaChains). */
export interface SolanaConnections {
  connection(chain: { id: string; rpcUrl: string }): Promise<Connection>;
}

/** The USD price of `token` from the chain's pools, through WETH where it has no pair with the quote token. */
async function uniswapV2Price(chain: Chain, quoteAddress: string, token: KnownToken): Promise<number | undefined> {
  const { dex } = chain.config;
  const quote = chain.token(quoteAddress);
  if (!dex || !quote) return undefined;
  if (!token.native && token.address.toLowerCase() === quote.address.toLowerCase()) return QUOTE_USD;
  const weth: PairToken = { address: dex.weth, decimals: chain.native.decimals };
  const base: PairToken = token.native ? weth : token;
  const price = (of: PairToken, inToken: PairToken) => pairPrice(chain.provider, dex.factory, of, inToken);
  const direct = await price(base, quote);
  if (direct !== undefined || base.address.toLowerCase() === weth.address.toLowerCase()) return direct;
  const [inWeth, wethUsd] = await Promise.all([price(base, weth), price(weth, quote)]);
  return inWeth === undefined || wethUsd === undefined ? undefined : inWeth * wethUsd;
}

export class PriceBook {
  /** One read per chain and token per PRICE_CACHE_MS, shared by the calls that ask meanwhile. */
  readonly #prices: KeptReads<number | undefined>;

  constructor(
    now: () => number = Date.now,
    private readonly solana?: SolanaConnections,
  ) {
    this.#prices = new KeptReads(PRICE_CACHE_MS, now);
  }

  /** The USD price of `token` on `chain`, or undefined when its source has none (never a guess). */
  async price(chain: Chain, token: KnownToken): Promise<number | undefined> {
    const source = chain.config.prices ?? { kind: 'fixed' };
    if (source.kind === 'fixed') return token.usdPrice;
    const fallback = source.fallback === 'fixed' ? token.usdPrice : undefined;
    return this.#fromChain(`${chain.id}/${token.address.toLowerCase()}`, fallback, () => uniswapV2Price(chain, source.quote, token));
  }

  /** The USD price of `token` on the Solana `chain`, or undefined when its source has none (never a guess). */
  async solanaPrice(chain: SolanaChain, token: SolanaPricedToken): Promise<number | undefined> {
    const source = chain.prices ?? { kind: 'fixed' };
    if (source.kind === 'fixed') return token.usdPrice;
    const fallback = source.fallback === 'fixed' ? token.usdPrice : undefined;
    if (token.mint === source.quote) return QUOTE_USD;
    const pool = source.pools.find((candidate) => candidate.base === token.mint);
    const { solana } = this;
    if (!pool || !solana) return fallback;
    return this.#fromChain(`${chain.id}/${token.mint}`, fallback, async () => poolVaultPrice(await solana.connection(chain), pool, source.quote));
  }

  /** What `read` answers (kept under `key`), or `fallback` when it has no price or fails. */
  async #fromChain(key: string, fallback: number | undefined, read: () => Promise<number | undefined>): Promise<number | undefined> {
    try {
      return (await this.#prices.read(key, read)) ?? fallback;
    } catch {
      return fallback;
    }
  }
}
