import type { LatchState } from '../../store/rootReducer.js';
import { canResolveNames } from '../send/sendRules.js';

/** A name can be registered for the active account: its namespace has names and the services are configured. */
export const selectCanRegisterName = (state: LatchState) => canResolveNames(state.networks.activeNamespace) && state.options.walletListing;
