import type { Clock } from '@latch/core';
import type { SolanaConnector } from './connectors/types.js';
import type { SolanaEmbeddedWalletOptions } from './embedded/options.js';
import type { SolanaWalletConnectOptions } from './walletconnect/options.js';
import type { SendOptions } from './wallet/sendSol.js';

export interface SolanaAdapterOptions {
  /** Connectors offered besides the discovered ones, first in the list. */
  connectors?: SolanaConnector[];
  /** Wallet Standard discovery; on by default. */
  discovery?: boolean;
  /**
   * Offers WalletConnect on the solana namespace. Its SDK loads only when a person picks it, or when a
   * kept session is restored. The project id and metadata are the Latch instance's.
   */
  walletConnect?: SolanaWalletConnectOptions;
  /**
   * Offers the embedded wallet's Solana account (email login): its keys stay in the wallet frame on its
   * own origin, which approves every signature. Its code loads with the first request; the frame is
   * the Latch instance's one, shared with the EVM adapter's embedded wallet.
   */
  embeddedWallet?: SolanaEmbeddedWalletOptions;
  /** RPC URLs by CAIP-2 id (`solana:…`), used before the network's own for the adapter's reads and sends. */
  rpcUrls?: Record<string, string[]>;
  /** Sign-and-send options (SPEC 5) for every send: skipPreflight, preflightCommitment, maxRetries, minContextSlot. */
  sendOptions?: SendOptions;
  /** Time for polling a sent transaction's status; the Latch instance's clock, else the system's. */
  clock?: Clock;
}
