import { createSelector } from '@reduxjs/toolkit';
import { selectActiveNamespace } from '../networks/selectors.js';
import type { LatchState } from '../../store/rootReducer.js';

export const selectActiveAddress = (state: LatchState) => selectActiveAccount(state)?.address;
export const selectAccountTab = (state: LatchState) => selectActiveAccount(state)?.currentTab ?? 'Tokens';

/** The active namespace is connected through an auth (embedded wallet) connector: the preferred account type means something only there (SPEC 6). */
export const selectIsAuthConnector = (state: LatchState) => {
  const namespace = state.networks.activeNamespace;
  const id = state.connectors.connectedIds[namespace];
  return state.connectors.connectors.some((c) => c.chain === namespace && c.id === id && c.type === 'AUTH');
};

/** The preferred account type of the active namespace, else the one its adapter says it starts as (SPEC 6). */
export const selectPreferredAccountType = (state: LatchState) => {
  const namespace = state.networks.activeNamespace;
  return state.accounts[namespace]?.preferredAccountTypes[namespace] ?? state.options.namespaceRules[namespace]?.accountType;
};

export const selectActiveAccount = createSelector(
  [(state: LatchState) => state.accounts, selectActiveNamespace],
  (accounts, namespace) => accounts[namespace],
);

export const selectIsConnected = (state: LatchState) => selectActiveAccount(state)?.status === 'connected';
