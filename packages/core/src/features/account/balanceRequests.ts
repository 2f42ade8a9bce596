import type { CaipAddress } from '../../caip/address.js';
import type { ChainNamespace } from '../../caip/namespaces.js';
import { BALANCE_RETRY_GAP_MS } from '../../constants.js';
import { TOKEN_BALANCE_UNAVAILABLE } from '../../errors/startupMessages.js';
import { createLatchAsyncThunk } from '../../store/createLatchAsyncThunk.js';
import { showSnack } from '../alerts/snackbarThunks.js';
import { adapterFor, networkOf } from '../connection/chainOf.js';

/** After a failed balance read, the next waits this long (SPEC 8). */
export const retryWaits = (failedAt: number | undefined, now: number) => failedAt !== undefined && now - failedAt < BALANCE_RETRY_GAP_MS;

/** A failed read, for the account it was asked for and when (clock time). */
export type BalanceFailure = { rejectedMeta: { caipAddress: CaipAddress; at: number } };

/**
 * Reads the native balance of a namespace's account on its active network; accountsSlice records it.
 * A failure, or an unsupported network, shows "Token Balance Unavailable"; after a failure nothing is
 * asked again for 30 s (SPEC 8) unless `force` says the chain has just changed it (a send).
 */
export const fetchBalance = createLatchAsyncThunk<{ caipAddress: CaipAddress; balance: string; symbol: string }, { namespace: ChainNamespace; force?: boolean }, BalanceFailure>(
  'account/fetchBalance',
  async ({ namespace }, { dispatch, getState, extra, rejectWithValue }) => {
    const state = getState();
    const { address, caipAddress } = state.accounts[namespace] as { address: string; caipAddress: CaipAddress };
    const failed = () => {
      if (getState().accounts[namespace]?.caipAddress === caipAddress) dispatch(showSnack(TOKEN_BALANCE_UNAVAILABLE, 'error'));
      return rejectWithValue(TOKEN_BALANCE_UNAVAILABLE, { caipAddress, at: extra.clock.now() });
    };
    if (state.networks.unsupportedByNamespace[namespace]) return failed();
    try {
      const { balance, symbol } = await adapterFor(extra, namespace).getBalance({ address, network: networkOf(state, namespace)! });
      return { caipAddress, balance, symbol };
    } catch {
      return failed();
    }
  },
  {
    // Nothing to read without an account on a configured network; nothing asked while a failure is recent.
    condition: ({ namespace, force = false }, { getState, extra }) => {
      const state = getState();
      const account = state.accounts[namespace];
      if (!account?.address || !account.caipAddress || !networkOf(state, namespace)) return false;
      return force || state.networks.unsupportedByNamespace[namespace] !== undefined || !retryWaits(account.balanceFailedAt, extra.clock.now());
    },
  },
);
