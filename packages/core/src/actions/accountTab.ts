import type { Latch } from '../createLatch.js';
import { accountsSlice, type AccountTab } from '../features/account/accountsSlice.js';

/** Shows one of the account's tabs (SPEC 2: Tokens, NFTs, Activity); kept per namespace while the modal moves between views. */
export const setAccountTab = (latch: Latch, tab: AccountTab) =>
  void latch.store.dispatch(accountsSlice.actions.currentTabSet({ namespace: latch.getState().networks.activeNamespace, tab }));
