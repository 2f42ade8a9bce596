import type { NamespaceContribution, WalletConnectSession, WalletConnectSessionEvent } from '@latch/core';

export type { NamespaceContribution };

/** A wallet's session event that concerns the connector, unparsed: the connector's schemas read it. */
export type SessionEvent = WalletConnectSessionEvent;

/**
 * The seam between the Solana WalletConnect connector and a WalletConnect session: core's shared
 * session contract. With adapter-evm's WalletConnect beside this adapter, the session is the one
 * the hub carries (one QR code, one session for eip155 and solana); without it the adapter opens one
 * of its own (universalSession.ts).
 */
export type WalletConnectPort = WalletConnectSession;
