import type { LatchState } from '../../store/rootReducer.js';

export const selectDappName = (state: LatchState) => state.options.metadata?.name;
export const selectConnectorTypeOrder = (state: LatchState) => state.options.connectorTypeOrder;
export const selectWalletFeaturesOrder = (state: LatchState) => state.options.walletFeaturesOrder;
export const selectFeatures = (state: LatchState) => state.options.features;
export const selectRemoteFeatures = (state: LatchState) => state.options.remoteFeatures;
export const selectAllWalletsOn = (state: LatchState) => state.options.features.allWallets !== false;
export const selectCanSwitchNetwork = (state: LatchState) => state.options.enableNetworkSwitch;
export const selectActivityOn = (state: LatchState) => state.options.remoteFeatures.activity;
export const selectTheme = (state: LatchState) => state.theme;
export const selectLocale = (state: LatchState) => state.options.locale;
export const selectMessageOverrides = (state: LatchState) => state.options.messages;
