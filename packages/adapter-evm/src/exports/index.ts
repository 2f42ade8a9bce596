// The public API of @latch/adapter-evm; `exports.test.ts` snapshots the names.
export { evmAdapter, type EvmAdapterOptions } from '../evmAdapter.js';
export { evmNetwork, type EvmNetworkOptions } from '../network.js';
export { announced } from '../connectors/announced.js';
export { injected } from '../connectors/injected.js';
export { providerConnector } from '../connectors/provider.js';
export type { EvmConnector, RemoteSession } from '../connectors/types.js';
export type { WalletConnectOptions, WalletConnectStorage } from '../walletconnect/options.js';
export type { EmbeddedWalletOptions } from '../embedded/options.js';
/** How the adapter ranks a chain's RPC URLs (SPEC 9): pings, their timeout, the samples kept, the weights. */
export { FALLBACK_TRANSPORT } from '../rpc/constants.js';
export { parseChainId, providerDetailSchema, providerInfoSchema, type EIP1193Provider, type ProviderInfo } from '../eip1193.js';
