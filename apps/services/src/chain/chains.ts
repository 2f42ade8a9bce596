// The configured chains at run time: each with its provider (made on first use) and its tokens by address.
import { FetchRequest, type JsonRpcProvider } from 'ethers';
import { BatchingProvider } from './batchingProvider.js';
import { chainConfigSchema, type ChainConfig, type ChainTokenConfig } from './config.js';
import { checksum, isNativeAddress, NATIVE_TOKEN_ADDRESS } from './caip.js';
import { chainNetwork } from './network.js';
import { observedChainCall } from '../observability/current.js';
import { FreshReads } from './freshReads.js';

/** How long a call to a chain's node may take before it fails, in place of ethers' 5 minutes. */
export const RPC_TIMEOUT_MS = 10_000;

/**
 * Calls made in one turn of the event loop go to the node as one JSON-RPC batch of at most this
 * many (ethers' batching, with no stall): a balance read's native and token calls, and the reads
 * of requests that arrive together, are one HTTP request where each was one before. Small enough
 * for the batch limits public RPC endpoints set; a node that refuses batches gets one call at a
 * time (batchingProvider.ts).
 */
const RPC_BATCH_MAX = 10;

/**
 * A node's JSON-RPC, never answering from a cache (TOOLCHAIN.md), never asking the chain id,
 * batched, and timed out; ENS through `ensRegistry` only. It never fetches a gateway URL that a
 * contract names (CCIP-read, EIP-3668): the services reach no host the chains file does not.
 */
export function jsonRpcProvider(rpcUrl: string, chainReference: number, ensRegistry?: string): JsonRpcProvider {
  const request = new FetchRequest(rpcUrl);
  request.timeout = RPC_TIMEOUT_MS;
  const getUrl = FetchRequest.createGetUrlFunc();
  request.getUrlFunc = (req, signal) => observedChainCall(`eip155:${chainReference}`, () => getUrl(req, signal), ({ statusCode }) => statusCode < 200 || statusCode >= 300);
  const network = chainNetwork(chainReference, ensRegistry);
  const provider = new BatchingProvider(request, network, { staticNetwork: network, cacheTimeout: -1, pollingInterval: 50, batchMaxCount: RPC_BATCH_MAX, batchStallTime: 0 });
  provider.disableCcipRead = true;
  return provider;
}

/** A token the API knows on one chain; the native currency has `native: true` and NATIVE_TOKEN_ADDRESS. */
export interface KnownToken {
  native: boolean;
  address: string;
  symbol: string;
  name: string;
  decimals: number;
  usdPrice: number;
}

export class Chain {
  readonly id: string;
  readonly reference: number;
  readonly name: string;
  readonly native: KnownToken;
  readonly tokens: readonly KnownToken[];
  /** Balance reads of one owner at once, sharing node calls (freshReads.ts; account/balance.ts). */
  readonly balanceReads = new FreshReads<bigint[]>();
  #provider: JsonRpcProvider | undefined;
  readonly #byAddress: Map<string, KnownToken>;

  constructor(readonly config: ChainConfig) {
    this.id = config.id;
    this.reference = Number(config.id.split(':')[1]);
    this.name = config.name ?? `chain-${this.reference}`;
    const { nativeCurrency } = config;
    this.native = { native: true, address: NATIVE_TOKEN_ADDRESS, symbol: nativeCurrency.symbol, name: nativeCurrency.name ?? nativeCurrency.symbol, decimals: nativeCurrency.decimals, usdPrice: nativeCurrency.usdPrice };
    this.tokens = (config.tokens ?? []).map((token: ChainTokenConfig) => ({ native: false, ...token, address: checksum(token.address) }));
    this.#byAddress = new Map(this.tokens.map((token) => [token.address.toLowerCase(), token]));
  }

  get provider(): JsonRpcProvider {
    this.#provider ??= jsonRpcProvider(this.config.rpcUrl, this.reference, this.config.ens?.registry);
    return this.#provider;
  }

  /** The native currency for NATIVE_TOKEN_ADDRESS or the zero address, else a known ERC-20. */
  token(address: string): KnownToken | undefined {
    return isNativeAddress(address) ? this.native : this.#byAddress.get(address.toLowerCase());
  }

  /** The native currency first, then the known ERC-20s. */
  get allTokens(): readonly KnownToken[] {
    return [this.native, ...this.tokens];
  }

  destroy(): void {
    this.#provider?.destroy();
    this.#provider = undefined;
  }
}

/** Every configured chain by CAIP-2 id. */
export class ChainSet {
  readonly #chains: Map<string, Chain>;

  constructor(configs: readonly ChainConfig[] = []) {
    this.#chains = new Map(configs.map((config) => [config.id, new Chain(chainConfigSchema.parse(config))]));
  }

  get list(): readonly Chain[] {
    return [...this.#chains.values()];
  }

  get(id: string | undefined): Chain | undefined {
    return id === undefined ? undefined : this.#chains.get(id);
  }

  /** The chain named by `id`, or every chain when no id is given. */
  select(id: string | undefined): readonly Chain[] {
    if (id === undefined) return this.list;
    const chain = this.get(id);
    return chain ? [chain] : [];
  }

  destroy(): void {
    for (const chain of this.#chains.values()) chain.destroy();
  }
}
