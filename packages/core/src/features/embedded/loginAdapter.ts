// What every login of the embedded wallet starts from: the adapter whose frame offers it, and the
// auth connector the login then connects through.
import type { ChainAdapter } from '../../adapter/types.js';
import type { ChainNamespace } from '../../caip/namespaces.js';
import { addressOrAuthConnectorNotFound } from '../../errors/catalogue.js';
import { LatchError } from '../../errors/LatchError.js';
import type { LatchExtra } from '../../store/extra.js';
import type { LatchState } from '../../store/rootReducer.js';
import type { Message } from '../../errors/message.js';

/** The adapter that offers a login: the active namespace's when it does, else the first that does; else `unavailable`. */
export function loginAdapter<A extends ChainAdapter>(state: LatchState, extra: LatchExtra, offers: (adapter: ChainAdapter) => adapter is A, unavailable: Message): A {
  const active = extra.adapters.get(state.networks.activeNamespace);
  const adapter = [active, ...extra.adapters.values()].find((candidate): candidate is A => candidate !== undefined && offers(candidate));
  if (!adapter) throw new LatchError(unavailable);
  return adapter;
}

/** The auth connector of a namespace, which a login connects through: "Address or auth connector not found" without one. */
export function authConnectorOf(state: LatchState, namespace: ChainNamespace) {
  const auth = state.connectors.connectors.find((c) => c.chain === namespace && c.type === 'AUTH');
  if (!auth) throw new LatchError(addressOrAuthConnectorNotFound);
  return auth;
}
