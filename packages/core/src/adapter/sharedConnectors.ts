import type { ChainNamespace } from '../caip/namespaces.js';
import type { ConnectorInfo } from './types.js';

// Connectors that every namespace offers over one thing the person has once. Each adapter lists its
// own, the same in all but the chain, so Connect shows one row for them (it keys them by type and name).

/** WalletConnect, over the session all namespaces share (`walletConnectHub`). */
export const walletConnectInfo = (chain: ChainNamespace): ConnectorInfo => ({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain });

/** The embedded wallet (its email login first), over the one wallet frame that holds every namespace's keys. */
export const embeddedWalletInfo = (chain: ChainNamespace): ConnectorInfo => ({ id: 'auth', name: 'Email', type: 'AUTH', chain });
