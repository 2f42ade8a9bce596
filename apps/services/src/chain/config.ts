// An EVM chain of the Blockchain API: an `eip155:` entry of LATCH_SERVICES_CHAINS_FILE
// (chainsFile.ts), or what code passes as ServicesConfig.chains (chainConfigFromDevnet turns the
// devnet's object into one).
import { z } from 'zod';
import { evmAddressSchema as address } from './caip.js';
import { checkPriceSource, ensSchema, priceSourceSchema, type EnsConfig, type PriceSource } from './chainSources.js';
import { displayNameSchema, httpUrlSchema, networkNameSchema, symbolSchema as symbol, usdPriceSchema as usdPrice } from './fields.js';
import { smartAccountConfigSchema, type SmartAccountConfig } from './smartAccountConfig.js';

const PRIVATE_KEY = /^0x[0-9a-fA-F]{64}$/;

export const nativeCurrencySchema = z.strictObject({
  name: z.string().min(1).max(64).optional(),
  symbol,
  decimals: z.number().int().min(0).max(36),
  usdPrice,
});

export const chainTokenSchema = z.strictObject({
  address,
  symbol,
  name: z.string().min(1).max(64),
  decimals: z.number().int().min(0).max(36),
  usdPrice,
});

export const chainConfigSchema = z.strictObject({
  /** CAIP-2 id; only EIP-155 chains are read. */
  id: z.string().regex(/^eip155:[1-9]\d{0,9}$/, 'must be a CAIP-2 EIP-155 chain id such as eip155:31337'),
  /** What the onramp calls the network (its `networks[].name`); `chain-{reference}` unless set. */
  name: networkNameSchema.optional(),
  /** The name people read (the wallet's screens); `name` unless set. */
  displayName: displayNameSchema.optional(),
  /** The upstream node: the services call it, and forward the wallet's node calls to it (POST /v1); never shown to clients. */
  rpcUrl: httpUrlSchema,
  nativeCurrency: nativeCurrencySchema,
  tokens: z.array(chainTokenSchema).max(200).default([]),
  dex: z.strictObject({ router: address, factory: address, weth: address }).optional(),
  /** The embedded wallet's smart account on this chain; without it the account is an EOA here. */
  smartAccount: smartAccountConfigSchema.optional(),
  /** A funded key the onramp pays its purchases from; without it the chain offers no onramp. */
  treasuryKey: z.string().regex(PRIVATE_KEY, 'must be a private key: 0x and 64 hex digits').optional(),
  /** The first block the history indexer reads (0 unless set): on a long chain, the block the services start following it. */
  indexFromBlock: z.number().int().nonnegative().optional(),
  prices: priceSourceSchema.optional(),
  ens: ensSchema.optional(),
}).superRefine(checkPriceSource);

export type ChainTokenConfig = z.output<typeof chainTokenSchema>;

/** One chain of the Blockchain API (ServicesConfig.chains; the chains file is a JSON array of these). */
export interface ChainConfig {
  /** CAIP-2 id, e.g. `eip155:31337`. */
  id: string;
  /** The onramp's network name; `chain-{reference}` unless set. */
  name?: string;
  /** The name people read; `name` unless set. */
  displayName?: string;
  rpcUrl: string;
  nativeCurrency: { name?: string; symbol: string; decimals: number; usdPrice: number };
  /** Known ERC-20s: balances, prices, history and swaps cover these. */
  tokens?: ChainTokenConfig[];
  /** A Uniswap V2 deployment: swaps are offered only where there is one. */
  dex?: { router: string; factory: string; weth: string };
  /** A funded private key the onramp pays purchases from; no onramp on the chain without it. */
  treasuryKey?: string;
  /** The first block the history indexer reads; 0 unless set. */
  indexFromBlock?: number;
  /** Where token prices come from (chainSources.ts); each token's fixed `usdPrice` unless set. */
  prices?: PriceSource;
  /** The chain's ENS registry (chainSources.ts): identity answers primary names from it. */
  ens?: EnsConfig;
  /** ERC-4337: the EntryPoint, the account factories and the bundler; no smart account on the chain without it. */
  smartAccount?: SmartAccountConfig;
}

// The schema and the interface must describe the same thing.
const _sameShape: z.ZodType<Required<Pick<ChainConfig, 'tokens'>> & ChainConfig, ChainConfig> = chainConfigSchema;

/** What chainConfigFromDevnet reads of `@latch/devnet`'s running devnet, typed structurally. */
export interface DevnetLike {
  rpcUrl: string;
  chainId: number;
  tokens: Record<string, { address: string; name: string; symbol: string; decimals: number }>;
  dex: { weth: string; factory: string; router: string };
  /** USD prices by lowercase address, native currency under the zero address. */
  prices: Record<string, { symbol: string; decimals: number; usd: number }>;
  /** The devnet's ERC-4337 EntryPoint, account factory and session account factory. */
  accountAbstraction: { entryPoint: string; accountFactory: string; sessionAccountFactory: string };
}

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

/**
 * The ChainConfig of a running devnet: its native ETH, its tokens and WETH at the devnet's prices,
 * its Uniswap V2, and its ERC-4337 contracts when a `bundlerUrl` serves them. Pass a funded
 * `treasuryKey` (e.g. devnet's liquidityProviderAccount().privateKey) for the onramp to pay from.
 */
export function chainConfigFromDevnet(devnet: DevnetLike, options: { treasuryKey?: string; name?: string; bundlerUrl?: string } = {}): ChainConfig {
  const priceOf = (address: string) => devnet.prices[address.toLowerCase()];
  const { entryPoint, accountFactory, sessionAccountFactory } = devnet.accountAbstraction;
  const native = priceOf(ZERO_ADDRESS);
  const weth = priceOf(devnet.dex.weth);
  const tokens: ChainTokenConfig[] = Object.values(devnet.tokens).map((token) => ({
    address: token.address,
    symbol: token.symbol,
    name: token.name,
    decimals: token.decimals,
    usdPrice: priceOf(token.address)?.usd ?? 0,
  }));
  if (weth) tokens.push({ address: devnet.dex.weth, symbol: weth.symbol, name: 'Wrapped Ether', decimals: weth.decimals, usdPrice: weth.usd });
  return chainConfigSchema.parse({
    id: `eip155:${devnet.chainId}`,
    name: options.name ?? 'devnet',
    displayName: 'Devnet',
    rpcUrl: devnet.rpcUrl,
    nativeCurrency: { name: 'Ether', symbol: native?.symbol ?? 'ETH', decimals: native?.decimals ?? 18, usdPrice: native?.usd ?? 0 },
    tokens,
    dex: { router: devnet.dex.router, factory: devnet.dex.factory, weth: devnet.dex.weth },
    ...(options.treasuryKey ? { treasuryKey: options.treasuryKey } : {}),
    ...(options.bundlerUrl ? { smartAccount: { entryPoint, accountFactory, sessionAccountFactory, bundlerUrl: options.bundlerUrl } } : {}),
  });
}
