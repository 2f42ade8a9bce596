import { createSelector } from '@reduxjs/toolkit';
import type { LatchState } from '../../store/rootReducer.js';

/** The legal checkbox's links, when the dApp turned it on (`features.legalCheckbox`) and gave at least one page to agree to. */
export const selectLegalCheckbox = createSelector(
  [(state: LatchState) => state.options.features.legalCheckbox, (state: LatchState) => state.options.termsConditionsUrl, (state: LatchState) => state.options.privacyPolicyUrl],
  (on, termsConditionsUrl, privacyPolicyUrl) => (on && (termsConditionsUrl || privacyPolicyUrl) ? { termsConditionsUrl, privacyPolicyUrl } : undefined),
);

/** Connecting waits for the legal checkbox: shown and not ticked yet. */
export const selectConnectAwaitsLegal = (state: LatchState) => selectLegalCheckbox(state) !== undefined && !state.options.legalAccepted;

export const selectLegalAccepted = (state: LatchState) => state.options.legalAccepted;
