import { isChainNamespace, type ChainNamespace } from '../../caip/namespaces.js';
import { chainRequired } from '../../errors/startupMessages.js';
import { failedToDisconnect, failedToDisconnectChain } from '../../errors/flowMessages.js';
import { LatchError } from '../../errors/LatchError.js';
import { eventEmitted } from '../../store/events.js';
import type { LatchThunk } from '../../store/extra.js';
import type { LatchState } from '../../store/rootReducer.js';
import { adapterFor } from './chainOf.js';
import { forgetConnection } from './sessionThunks.js';
import { SHARED_SESSION_TYPES } from './sharedSessions.js';

/** Where the connector types that span chains keep the social login that opened them. */
export const SOCIAL_PROVIDER_KEY = 'socialProvider';

/** The namespaces one disconnect ends: all those on the same WalletConnect or auth connector type, else just this one (SPEC 4). */
function namespacesToDisconnect(state: LatchState, namespace: ChainNamespace): ChainNamespace[] {
  const typeOf = (ns: ChainNamespace) => {
    const id = state.connectors.connectedIds[ns];
    return state.connectors.connectors.find((c) => c.chain === ns && c.id === id)?.type;
  };
  const type = typeOf(namespace);
  if (!type || !SHARED_SESSION_TYPES.has(type)) return [namespace];
  const connected = Object.keys(state.connectors.connectedIds) as ChainNamespace[];
  return [namespace, ...connected.filter((ns) => ns !== namespace && typeOf(ns) === type)];
}

/**
 * Ends the connection of a namespace (the active one by default), and of every namespace on the
 * same WalletConnect or auth connector. Local state is cleared even if a wallet fails to answer;
 * then it rejects with "Failed to disconnect" (one chain) or "Failed to disconnect chain {x}".
 */
export const disconnect =
  (params: { namespace?: ChainNamespace } = {}): LatchThunk<Promise<void>> =>
  async (dispatch, getState, extra) => {
    if (params.namespace !== undefined && !isChainNamespace(params.namespace)) throw new LatchError(chainRequired, { details: String(params.namespace) });
    const namespaces = namespacesToDisconnect(getState(), params.namespace ?? getState().networks.activeNamespace);
    const failed: { namespace: ChainNamespace; cause: unknown }[] = [];
    for (const namespace of namespaces) {
      try {
        await adapterFor(extra, namespace).disconnect();
      } catch (cause) {
        failed.push({ namespace, cause });
      } finally {
        dispatch(forgetConnection(namespace));
      }
    }
    extra.storage.remove(SOCIAL_PROVIDER_KEY);

    const [first] = failed;
    if (!first) {
      dispatch(eventEmitted({ type: 'DISCONNECT_SUCCESS', properties: { namespaces } }));
      return;
    }
    const message = namespaces.length === 1 ? failedToDisconnect : failedToDisconnectChain(first.namespace);
    dispatch(eventEmitted({ type: 'DISCONNECT_ERROR', properties: { namespaces, message: message.text } }));
    throw new LatchError(message, { cause: first.cause });
  };
