import type { DappMetadata } from '@latch/core';

/** Where WalletConnect keeps its sessions and pairings (the shape of `@walletconnect/keyvaluestorage`). */
export interface WalletConnectStorage {
  getKeys(): Promise<string[]>;
  getEntries<T = unknown>(): Promise<[string, T][]>;
  getItem<T = unknown>(key: string): Promise<T | undefined>;
  setItem<T = unknown>(key: string, value: T): Promise<void>;
  removeItem(key: string): Promise<void>;
}

export interface WalletConnectOptions {
  /** The relay's WebSocket URL; WalletConnect's public relay by default. */
  relayUrl?: string;
  /**
   * WalletConnect's Verify API, through which wallets learn that a proposal comes from the origin
   * registered for the project. On by default, on WalletConnect's hosted Verify server. Turn it off
   * with a relay of your own that the hosted server does not serve (the local world does): the SDK
   * would frame that server for every proposal and hold the QR code up to 5 s for it. Wallets then
   * show the dApp's origin as unverified.
   */
  verify?: boolean;
  /** EIP-155 chain ids to ask the wallet for besides the network being connected to. */
  chains?: number[];
  /**
   * Where the session is kept across reloads. By default the SDK's own: IndexedDB in a browser,
   * a `walletconnect.db` folder in the working directory under Node.
   */
  storage?: WalletConnectStorage;
}

/** The session's options: the adapter's, with what the Latch instance told it (the project id, any non-empty one for a self-hosted relay, and how the dApp presents itself in the wallet). */
export interface WalletConnectSessionOptions extends WalletConnectOptions {
  projectId: string;
  metadata?: DappMetadata;
}
