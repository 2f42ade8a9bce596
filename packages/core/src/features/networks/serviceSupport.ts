import { servicesOn } from '../../api/serviceSupport.js';
import type { LatchState } from '../../store/rootReducer.js';

/** What the services offer on the active namespace: balances, names, activity, gas prices, the onramp. */
export const selectActiveNamespaceServices = (state: LatchState) => servicesOn(state.networks.activeNamespace);
