import type { ChainAdapter } from '../../adapter/types.js';
import { isChainNamespace, type ChainNamespace } from '../../caip/namespaces.js';
import { chainAdapterNotFound, chainRequired } from '../../errors/startupMessages.js';
import { LatchError } from '../../errors/LatchError.js';
import type { LatchExtra } from '../../store/extra.js';
import type { LatchState } from '../../store/rootReducer.js';

export function adapterFor(extra: LatchExtra, namespace: ChainNamespace): ChainAdapter {
  // A dApp calling from plain JavaScript may pass anything as the namespace.
  if (!isChainNamespace(namespace)) throw new LatchError(chainRequired, { details: String(namespace) });
  const adapter = extra.adapters.get(namespace);
  if (!adapter) throw new LatchError(chainAdapterNotFound, { details: namespace });
  return adapter;
}

export const networkOf = (state: LatchState, namespace: ChainNamespace) =>
  state.networks.networks.find((n) => n.caipNetworkId === state.networks.activeByNamespace[namespace]);
