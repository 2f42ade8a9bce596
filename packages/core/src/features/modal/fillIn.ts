import type { LatchThunk } from '../../store/extra.js';
import { fetchBalance } from '../account/balanceRequests.js';
import { fetchTokenBalances } from '../account/portfolioRequests.js';
import { selectIsConnected } from '../account/selectors.js';
import { fetchRemoteFeatures } from '../options/optionsRequests.js';
import { modalShown } from './modalSlice.js';

/**
 * What the open modal shows but never waits for (SPEC 4): the remote features, once; the connected
 * account's balance and portfolio, or else the wallet listing (the features above the modal answer
 * modalShown). Each loads in the background and fills in. Loaded after the modal's first frame.
 */
export const fillIn = (): LatchThunk => (dispatch, getState, extra) => {
  const state = getState();
  const connected = selectIsConnected(state);
  if (connected) void dispatch(fetchBalance({ namespace: state.networks.activeNamespace }));
  if (extra.apiUrls && !state.options.remoteFeaturesLoaded) void dispatch(fetchRemoteFeatures());
  if (extra.apiUrls && connected) void dispatch(fetchTokenBalances());
  dispatch(modalShown());
};
