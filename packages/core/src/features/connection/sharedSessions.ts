// One WalletConnect session or one embedded wallet carries every namespace (ARCHITECTURE: adapters
// share it through AdapterContext.share), so a connection through one of them is a connection of all.
import type { ChainNamespace } from '../../caip/namespaces.js';
import type { LatchThunk } from '../../store/extra.js';
import type { LatchState } from '../../store/rootReducer.js';
import { networkOf } from './chainOf.js';
import { attemptFailed, attemptStarted } from './connectionEvents.js';
import { recordConnection } from './sessionThunks.js';

/** The connector types whose one session spans namespaces: they connect and disconnect together (SPEC 4). */
export const SHARED_SESSION_TYPES: ReadonlySet<string> = new Set(['WALLET_CONNECT', 'AUTH']);

/** Starts a connect or reconnect attempt; the returned function tells whether it is still the latest. */
export const startAttempt =
  (namespace: ChainNamespace): LatchThunk<() => boolean> =>
  (dispatch, getState) => {
    dispatch(attemptStarted({ namespace }));
    const attempt = getState().accounts[namespace]!.attempt;
    return () => getState().accounts[namespace]?.attempt === attempt;
  };

const isDisconnected = (state: LatchState, namespace: ChainNamespace) => (state.accounts[namespace]?.status ?? 'disconnected') === 'disconnected';

/**
 * After `namespace` connected through a shared-session connector, each other disconnected namespace
 * with a connector of the same type asks its adapter, silently, for the account that session holds
 * there. None is no error: that namespace stays disconnected, and the active network does not move.
 */
export const joinSharedSession =
  (namespace: ChainNamespace, connectorId: string): LatchThunk<Promise<void>> =>
  async (dispatch, getState, extra) => {
    const { connectors } = getState().connectors;
    const type = connectors.find((c) => c.chain === namespace && c.id === connectorId)?.type;
    if (!type || !SHARED_SESSION_TYPES.has(type)) return;
    const joining = connectors.filter((c) => c.chain !== namespace && c.type === type && isDisconnected(getState(), c.chain));
    await Promise.all(
      joining.map(async ({ chain, id }) => {
        const adapter = extra.adapters.get(chain);
        if (!adapter) return;
        const isLatest = dispatch(startAttempt(chain));
        const result = await adapter.reconnect({ connectorId: id, network: networkOf(getState(), chain) }).catch(() => undefined);
        // The person may have connected that namespace by hand meanwhile; theirs wins.
        if (!isLatest()) return;
        if (result) dispatch(recordConnection(chain, id, result));
        else dispatch(attemptFailed({ namespace: chain, status: 'disconnected' }));
      }),
    );
  };
