// What picking a wallet row of Connect does, loaded with the Connect view.
import type { ConnectResult } from '../../adapter/types.js';
import type { LatchThunk } from '../../store/extra.js';
import { switchNetwork } from './switchNetwork.js';
import { networkOf } from './chainOf.js';
import { connect } from './connectThunks.js';
import type { WalletConnectorRow } from './selectors.js';
import { SHARED_SESSION_TYPES } from './sharedSessions.js';

/**
 * Connects a wallet of Connect's list on its namespace, switching there first (SPEC 4) when it is not
 * the active one; a wallet that serves other namespaces too is then asked for those, one at a time,
 * alongside. A refusal there leaves that namespace disconnected and changes nothing else. A shared
 * session (WalletConnect, the embedded wallet) needs no second ask: the connect joins it everywhere.
 */
export const connectWalletRow =
  (row: WalletConnectorRow): LatchThunk<Promise<ConnectResult>> =>
  async (dispatch, getState) => {
    const { networks } = getState();
    if (row.chain !== networks.activeNamespace) {
      const network = networkOf(getState(), row.chain) ?? networks.networks.find((n) => n.chainNamespace === row.chain);
      if (network) await dispatch(switchNetwork(network));
    }
    const result = await dispatch(connect({ connectorId: row.id, namespace: row.chain }));
    const alongside = row.others.filter((other) => !SHARED_SESSION_TYPES.has(other.type));
    void (async () => {
      for (const other of alongside) await dispatch(connect({ connectorId: other.id, namespace: other.chain, alongside: true })).catch(() => undefined);
    })();
    return result;
  };
