import type { LatchStartListening } from '../../store/extra.js';
import { selectIsConnected } from '../account/selectors.js';
import { modalShown } from '../modal/modalSlice.js';

export function addWalletsListeners(startListening: LatchStartListening): void {
  // The Connect view shows featured and recommended wallets, All Wallets the first page: asked once the
  // modal shows (from the cache after the first time, a failed call retried), with the listing's module.
  startListening({
    actionCreator: modalShown,
    effect: (_action, { dispatch, getState, extra }) => {
      if (!extra.apiUrls || selectIsConnected(getState())) return;
      void import('./walletsThunks.js').then(({ loadWallets }) => dispatch(loadWallets())).catch(() => undefined);
    },
  });
}
