// The public API of @latch/adapter-solana; `exports.test.ts` snapshots the names.
export { solanaAdapter, type SolanaAdapterOptions } from '../solanaAdapter.js';
export { walletStandard } from '../connectors/walletStandard.js';
export type { SignAndSendInput, SolanaConnector, SolanaWallet, WalletChange, WalletRequest } from '../connectors/types.js';
export { solanaCaipNetworkId, solanaLocalNetwork, solanaNetwork, type SolanaLocalNetworkOptions, type SolanaNetworkOptions } from '../network.js';
export type { SolanaWalletConnectOptions, WalletConnectSessionContext, WalletConnectStorage } from '../walletconnect/options.js';
export type { NamespaceContribution, SessionEvent, WalletConnectPort } from '../walletconnect/port.js';
export type { SendOptions } from '../wallet/sendSol.js';
export type { SolanaWalletProvider } from '../wallet/walletProvider.js';
export type { SolanaEmbeddedWalletOptions } from '../embedded/options.js';
