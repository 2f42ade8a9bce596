import type { ChainNamespace } from '../../caip/namespaces.js';
import { BALANCE_RETRY_GAP_MS } from '../../constants.js';
import { TOKEN_BALANCE_UNAVAILABLE } from '../../errors/startupMessages.js';
import type { LatchThunk } from '../../store/extra.js';
import { accountsSlice } from '../account/accountsSlice.js';
import { showSnack } from '../alerts/snackbarThunks.js';
import { adapterFor, networkOf } from './chainOf.js';

/**
 * Reads the native balance of a namespace's account on its active network. A failure, or an
 * unsupported network, shows "Token Balance Unavailable"; after a failure nothing is asked
 * again for 30 s (SPEC 8) unless `force` says the chain has just changed it (a send).
 */
export const fetchBalance =
  (namespace: ChainNamespace, { force = false }: { force?: boolean } = {}): LatchThunk<Promise<void>> =>
  async (dispatch, getState, extra) => {
    const state = getState();
    const account = state.accounts[namespace];
    const network = networkOf(state, namespace);
    if (!account?.address || !account.caipAddress || !network) return;
    const { address, caipAddress } = account;
    const failed = () => {
      if (getState().accounts[namespace]?.caipAddress !== caipAddress) return;
      dispatch(accountsSlice.actions.balanceFailed({ namespace, caipAddress, message: TOKEN_BALANCE_UNAVAILABLE, at: extra.clock.now() }));
      dispatch(showSnack(TOKEN_BALANCE_UNAVAILABLE, 'error'));
    };
    if (state.networks.unsupportedByNamespace[namespace]) return failed();
    if (!force && account.balanceFailedAt !== undefined && extra.clock.now() - account.balanceFailedAt < BALANCE_RETRY_GAP_MS) return;

    dispatch(accountsSlice.actions.balanceRequested({ namespace }));
    try {
      const { balance, symbol } = await adapterFor(extra, namespace).getBalance({ address, network });
      dispatch(accountsSlice.actions.balanceLoaded({ namespace, caipAddress, balance, symbol }));
    } catch {
      failed();
    }
  };
