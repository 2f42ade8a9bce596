import type { CaipNetwork, ConnectorInfo, PairingHooks, WalletConnectSession } from '@latch/core';
import type { EIP1193Provider } from '../provider.js';

/** A connector: the plain data core shows, plus the provider it connects through. */
export interface EvmConnector extends ConnectorInfo {
  getProvider(): EIP1193Provider | undefined;
  /** Set on connectors whose wallet is reached through a session they open themselves (WalletConnect). */
  remote?: RemoteSession;
}

/** A wallet reached through a session the connector opens, rather than a provider already on the page. */
export interface RemoteSession {
  /** Proposes a session; resolves with its provider once the wallet approves. */
  open(params: { network?: CaipNetwork; pairing?: PairingHooks }): Promise<EIP1193Provider>;
  /** Gets a session proposal ready ahead of `open` (its SDK loaded, its pairing made), so `open` answers at once. */
  prepare?(params: { network?: CaipNetwork }): Promise<void>;
  /** The provider of a session kept from before (a reload), without asking anything, on `network` where it can; undefined when there is none. */
  restore(params?: { network?: CaipNetwork }): Promise<EIP1193Provider | undefined>;
  /** Ends the session, for the wallet too. */
  close(): Promise<void>;
  /** The same session as the Latch instance's other namespaces use it (WalletConnect: one session for all). */
  shared?(): Promise<WalletConnectSession>;
}

/** The plain-data part of a connector, which core may keep in its store. */
export const toConnectorInfo = ({ getProvider: _provider, remote: _remote, ...info }: EvmConnector): ConnectorInfo => info;
