// The contract by which the adapters of one Latch instance share one WalletConnect session: one QR
// code, one session, every namespace. Types and the hub's accessor only: core carries no WalletConnect
// code. adapter-evm holds the SDK and the session; the other adapters find it in the hub.
import type { AdapterContext, PairingHooks } from './types.js';

/** The `AdapterContext.share` key of the hub (`walletConnectHub(context)` uses it). */
export type WalletConnectHubKey = 'walletconnect';

/** What one chain namespace asks of a WalletConnect session. */
export interface NamespaceContribution {
  namespace: string;
  /** CAIP-2 chain ids in this namespace, e.g. `eip155:1`. */
  chains: string[];
  methods: string[];
  events: string[];
  /** RPC URL by chain reference (`1` for `eip155:1`). */
  rpcMap?: Record<string, string>;
}

/** A wallet's session event on one namespace, unparsed (the adapter's schemas read it), or the end of the session. */
export type WalletConnectSessionEvent = { type: 'event'; name: string; data: unknown } | { type: 'deleted' };

/** One WalletConnect session as a chain namespace uses it. */
export interface WalletConnectSession {
  /**
   * Proposes a session that asks for `contribution` (its chains first) and for what every other
   * namespace registered in the hub; resolves with the approved session (the SDK's struct, unparsed).
   */
  open(params: { contribution: NamespaceContribution; pairing?: PairingHooks }): Promise<unknown>;
  /** The session kept from before (a reload, or another namespace's connect), without asking anything; undefined when there is none. */
  restore(): Promise<unknown>;
  /** A request to the wallet on `chainId` (CAIP-2), through the session. */
  request(params: { chainId: string; method: string; params: unknown }): Promise<unknown>;
  /** The session's events on `namespace`, and its end, until the returned function is called. */
  listen(namespace: string, listener: (event: WalletConnectSessionEvent) => void): () => void;
  /** Ends the session, for the wallet and for every namespace on it. */
  close(): Promise<void>;
}

/**
 * What the adapters of one Latch instance share under `'walletconnect'`; the first adapter to ask
 * makes it (`{ contributions: new Map() }`). Each adapter with WalletConnect registers what its
 * namespace asks in `init`, so that any proposal, whichever namespace starts it, asks for all of them.
 */
export interface WalletConnectHub {
  /** By namespace: what it asks of a session, read when a proposal is made (async, so an adapter may load the code that says it). */
  readonly contributions: Map<string, () => Promise<NamespaceContribution>>;
  /** Loads the session every namespace shares; set by the adapter that carries the WalletConnect SDK, absent without one. */
  session?: () => Promise<WalletConnectSession>;
}

/** The Latch instance's hub, made empty (`{ contributions: new Map() }`) by whichever adapter asks first. */
export const walletConnectHub = (context: AdapterContext): WalletConnectHub =>
  context.share<WalletConnectHub>('walletconnect' satisfies WalletConnectHubKey, () => ({ contributions: new Map() }));
