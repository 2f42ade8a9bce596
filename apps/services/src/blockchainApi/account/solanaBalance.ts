// The balance endpoint for Solana accounts (SPEC 7): SOL and every known SPL token, read from the
// network's RPC at each call through @solana/web3.js (loaded when first asked for), zero token
// balances left out, each priced by the network's price source (pricing/priceBook.ts; 0 and 0 for
// a token it cannot price). The token accounts come as their bytes, decoded by @solana/spl-token's
// layout, not in the jsonParsed encoding, for which the node builds a parsed form of each account
// and web3.js checks it against its union of parsed account kinds (docs/performance.md, 2026-12-03).
import type { Connection } from '@solana/web3.js';
import type { z } from 'zod';
import { solanaRpcFetchOf } from '../../chain/solanaRpcFetch.js';
import { solanaChainConfigSchema, type SolanaChainConfig } from '../../chain/solanaConfig.js';
import { FreshReads } from '../../chain/freshReads.js';
import { WRAPPED_SOL_MINT } from '../../chain/solanaPriceSource.js';
import { decimalString, usdValue } from '../../chain/units.js';
import type { PriceBook } from '../pricing/priceBook.js';

/** The native currency of every Solana network. */
export const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const;
/** SOL on `chain` as its prices know it: wrapped SOL's mint, at the chain's fixed SOL price. */
export const solOf = (chain: { solUsdPrice: number }) => ({ ...SOL, mint: WRAPPED_SOL_MINT, usdPrice: chain.solUsdPrice });

export interface SolanaTokenBalance {
  name: string;
  symbol: string;
  chainId: string;
  address?: string;
  value: number;
  price: number;
  quantity: { decimals: string; numeric: string };
}

/** A configured Solana network, its defaults filled in. */
export type SolanaChain = z.output<typeof solanaChainConfigSchema> & { name: string };

/** What an owner holds on one network, in base units: SOL's lamports and each SPL mint's total. */
interface Holdings {
  lamports: bigint;
  held: Map<string, bigint>;
}

function tryUnpack<T>(unpack: () => T): T | undefined {
  try {
    return unpack();
  } catch {
    return undefined;
  }
}

export class SolanaChains {
  readonly #chains: SolanaChain[];
  readonly #connections = new Map<string, Promise<Connection>>();
  readonly #reads = new FreshReads<Holdings>();

  constructor(configs: readonly SolanaChainConfig[]) {
    this.#chains = configs.map((config) => {
      const chain = solanaChainConfigSchema.parse(config);
      return { ...chain, name: chain.name ?? `solana-${chain.id.slice('solana:'.length, 'solana:'.length + 8).toLowerCase()}` };
    });
  }

  get list(): readonly SolanaChain[] {
    return this.#chains;
  }

  get ids(): string[] {
    return this.#chains.map((chain) => chain.id);
  }

  /** The chain named, or every one when none is. */
  select(id: string | undefined) {
    return this.#chains.filter((chain) => id === undefined || chain.id === id);
  }

  /** The network's RPC through @solana/web3.js, made on first use and kept. */
  connection(chain: { id: string; rpcUrl: string }): Promise<Connection> {
    let connection = this.#connections.get(chain.id);
    if (!connection) {
      connection = import('@solana/web3.js').then(({ Connection }) => new Connection(chain.rpcUrl, { commitment: 'confirmed', fetch: solanaRpcFetchOf(chain.id) }));
      this.#connections.set(chain.id, connection);
    }
    return connection;
  }

  /** `owner`'s SOL and known SPL tokens on the selected chains, each chain's from a node call no older than the request (chain/freshReads.ts). */
  async balances(owner: string, chainId: string | undefined, prices: PriceBook): Promise<SolanaTokenBalance[]> {
    const perChain = await Promise.all(
      this.select(chainId).map(async (chain) => this.#priced(chain, await this.#reads.read(`${chain.id} ${owner}`, () => this.#holdings(chain, owner)), prices)),
    );
    return perChain.flat();
  }

  async #holdings(chain: SolanaChain, owner: string): Promise<Holdings> {
    const [{ PublicKey }, { TOKEN_PROGRAM_ID, unpackAccount }] = await Promise.all([import('@solana/web3.js'), import('@solana/spl-token')]);
    const key = new PublicKey(owner);
    const connection = await this.connection(chain);
    const [lamports, accounts] = await Promise.all([connection.getBalance(key), connection.getTokenAccountsByOwner(key, { programId: TOKEN_PROGRAM_ID })]);
    const held = new Map<string, bigint>();
    for (const { pubkey, account } of accounts.value) {
      // Not the token program's, or not a token account's size: not read.
      const token = tryUnpack(() => unpackAccount(pubkey, account, TOKEN_PROGRAM_ID));
      if (!token) continue;
      const mint = token.mint.toBase58();
      held.set(mint, (held.get(mint) ?? 0n) + token.amount);
    }
    return { lamports: BigInt(lamports), held };
  }

  /** SOL and every known token held, each at its price now. */
  async #priced(chain: SolanaChain, { lamports, held }: Holdings, prices: PriceBook): Promise<SolanaTokenBalance[]> {
    const entry = async (token: { name: string; symbol: string; decimals: number; mint: string; usdPrice: number }, amount: bigint, address?: string): Promise<SolanaTokenBalance> => {
      const price = (await prices.solanaPrice(chain, token)) ?? 0;
      return {
        name: token.name,
        symbol: token.symbol,
        chainId: chain.id,
        ...(address ? { address } : {}),
        value: usdValue(amount, token.decimals, price),
        price,
        quantity: { decimals: String(token.decimals), numeric: decimalString(amount, token.decimals) },
      };
    };
    return Promise.all([
      entry(solOf(chain), lamports),
      ...chain.tokens.filter((token) => (held.get(token.mint) ?? 0n) > 0n).map((token) => entry(token, held.get(token.mint)!, token.mint)),
    ]);
  }
}
