import type { DappMetadata } from '@latch/core';
import type { UniversalProviderOpts } from '@walletconnect/universal-provider';
import type { WalletConnectPort } from './port.js';

/** Where WalletConnect keeps its sessions and pairings (`@walletconnect/keyvaluestorage`'s shape). */
export type WalletConnectStorage = NonNullable<UniversalProviderOpts['storage']>;

export interface SolanaWalletConnectOptions {
  /** The relay's WebSocket URL; WalletConnect's public relay by default. */
  relayUrl?: string;
  /** WalletConnect's Verify API; on by default. Off with a relay of your own (see adapter-evm's README). */
  verify?: boolean;
  /** CAIP-2 ids (`solana:…`) to ask the wallet for besides the network being connected to. */
  chains?: string[];
  /** Where the session is kept across reloads; the SDK's own by default. */
  storage?: WalletConnectStorage;
  /**
   * The session to ask through instead of one of this adapter's own: a session shared with another
   * namespace (one QR code, one session for eip155 and solana) implements this. Made once, with the
   * Latch instance's project id and metadata.
   */
  session?: (context: WalletConnectSessionContext) => WalletConnectPort;
}

/** What a WalletConnect session is started with: the adapter's options and what the Latch instance said of itself. */
export interface WalletConnectSessionContext extends Omit<SolanaWalletConnectOptions, 'session'> {
  projectId: string;
  metadata?: DappMetadata;
}
