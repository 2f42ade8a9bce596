import type { ConnectResult } from '../adapter/types.js';
import type { ChainNamespace } from '../caip/namespaces.js';
import type { Latch } from '../createLatch.js';
import { fetchBalance } from '../features/account/balanceRequests.js';
import { connect as connectThunk, type ConnectParams } from '../features/connection/connectThunks.js';
import { disconnect as disconnectThunk } from '../features/connection/disconnectThunks.js';
import type { WalletConnectorRow } from '../features/connection/selectors.js';
import { connectWalletRow } from '../features/connection/walletRowThunks.js';

/** Connects through one of the namespace's connectors; resolves once the wallet has approved. */
export const connect = (latch: Latch, params: ConnectParams): Promise<ConnectResult> => latch.store.dispatch(connectThunk(params));
/** Connects a wallet as Connect lists it: on its namespace (switching there first), then on the others it serves, alongside. */
export const connectWallet = (latch: Latch, row: WalletConnectorRow): Promise<ConnectResult> => latch.store.dispatch(connectWalletRow(row));
/** Disconnects a namespace (the active one by default), and every namespace of the same connector type (SPEC 4). */
export const disconnect = (latch: Latch, namespace?: ChainNamespace): Promise<void> => latch.store.dispatch(disconnectThunk({ namespace }));
/** Reads the account's native balance again (the active namespace by default), past the adapter's cache. */
export const refreshBalance = async (latch: Latch, namespace?: ChainNamespace): Promise<void> =>
  void (await latch.store.dispatch(fetchBalance({ namespace: namespace ?? latch.getState().networks.activeNamespace, fresh: true })));
