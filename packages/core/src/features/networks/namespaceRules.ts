import type { LatchState } from '../../store/rootReducer.js';

// Apart from the networks' selectors, which the demo's entry carries: only the send and account views read it.
/** What the active namespace's adapter declares (its address rule, what it sends); undefined without an adapter. */
export const selectActiveNamespaceRules = (state: LatchState) => state.options.namespaceRules[state.networks.activeNamespace];
