import type { PairingHooks } from '@latch/core';

/** What one chain namespace asks of a WalletConnect session (the shape adapter-evm's proposals merge). */
export interface NamespaceContribution {
  namespace: string;
  /** CAIP-2 chain ids in this namespace. */
  chains: string[];
  methods: string[];
  events: string[];
  /** RPC URL by chain reference. */
  rpcMap?: Record<string, string>;
}

/** A wallet's session event that concerns the connector, unparsed: the connector's schemas read it. */
export type SessionEvent = { type: 'event'; name: string; data: unknown } | { type: 'deleted' };

/**
 * The seam between the Solana WalletConnect connector and a WalletConnect session. By default the
 * adapter opens a session of its own (universalSession.ts); a session shared with eip155 gives the
 * same five things, asking for every namespace in one proposal.
 */
export interface WalletConnectPort {
  /** Proposes a session that includes `contribution`; resolves with the approved session (the SDK's struct, unparsed). */
  open(params: { contribution: NamespaceContribution; pairing?: PairingHooks }): Promise<unknown>;
  /** The session kept from before (a reload), without asking anything; undefined when there is none. */
  restore(): Promise<unknown>;
  /** A request to the wallet on `chainId` (CAIP-2), through the session. */
  request(params: { chainId: string; method: string; params: unknown }): Promise<unknown>;
  /** The session's events until the returned function is called. */
  listen(listener: (event: SessionEvent) => void): () => void;
  /** Ends the session, for the wallet too. */
  close(): Promise<void>;
}
