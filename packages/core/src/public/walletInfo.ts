import { createSelector } from '@reduxjs/toolkit';
import type { ConnectorType } from '../adapter/types.js';
import type { LatchState } from '../store/rootReducer.js';
import { selectAccount } from './account.js';

export interface WalletInfo {
  name: string;
  /** The wallet's icon (a URL or data URL), when it has one. */
  icon?: string;
  /** How it is reached: an announced or injected extension, WalletConnect, the embedded wallet (AUTH), … */
  type: ConnectorType;
  /** The wallet's reverse-DNS id, when it announced one (EIP-6963). */
  rdns?: string;
}

/** The connected wallet of the active namespace, as the wallet itself names it where it said (WalletConnect's metadata), else as its connector is listed. */
export const selectWalletInfo = createSelector(
  [selectAccount, (state: LatchState) => state.accounts[state.networks.activeNamespace]?.connectedWalletInfo],
  ({ connector }, said): WalletInfo | undefined =>
    connector && {
      name: said?.name ?? connector.name,
      type: connector.type,
      ...((said?.icon ?? connector.imageUrl) && { icon: said?.icon ?? connector.imageUrl }),
      ...(said?.rdns && { rdns: said.rdns }),
    },
);
