import { createSelector } from '@reduxjs/toolkit';
import type { CaipNetwork } from '../caip/network.js';
import type { Latch } from '../createLatch.js';
import { selectActiveNetwork } from '../features/networks/selectors.js';
import type { LatchState } from '../store/rootReducer.js';
import { watchSelected } from './watchSelected.js';

export interface LatchNetwork {
  /** The active network; undefined while the wallet sits on one the app does not configure, and, in an app that named no network, until the default chain has loaded. */
  network?: CaipNetwork;
  /** Every network the app configured, in its order. */
  networks: readonly CaipNetwork[];
}

export const selectNetwork = createSelector([selectActiveNetwork, (state: LatchState) => state.networks.networks], (network, networks): LatchNetwork => ({ network, networks }));

/** The active network and the configured ones now. */
export const getNetwork = (latch: Latch): LatchNetwork => selectNetwork(latch.getState());

/** Calls `onChange` whenever the active network changes; returns the stop. */
export const watchNetwork = (latch: Latch, onChange: (network: LatchNetwork, previous: LatchNetwork) => void): (() => void) => watchSelected(latch, selectNetwork, onChange);
