// The account's native balance, read from its wallet's adapter; accountsSlice records the read. A
// failure says "Token Balance Unavailable", and no read is asked again for 30 s (SPEC 8). The same
// holds for the token balances (portfolioRequests.ts).
import type { CaipAddress } from '../../caip/address.js';
import type { ChainNamespace } from '../../caip/namespaces.js';
import { tokenBalanceUnavailable } from '../../errors/flowMessages.js';
import { createLatchAsyncThunk } from '../../store/createLatchAsyncThunk.js';
import { showSnack } from '../alerts/snackbarThunks.js';
import { adapterFor, networkOf } from '../connection/chainOf.js';
import { isShownOnly } from '../connection/shownAccount.js';
import { BALANCE_READ } from './accountsSlice.js';
import { retryWaits, type Failure, type ReadFor } from './reads.js';


/**
 * Reads the native balance of a namespace's account on its active network, again at once when `force`
 * says the chain has just changed it (a send). `fresh` (and `force`) read past the adapter's 30 s cache
 * (SPEC 9); only `force` reads within the 30 s wait after a failure (SPEC 8).
 */
export const fetchBalance = createLatchAsyncThunk<ReadFor & { balance: string; symbol: string }, { namespace: ChainNamespace; force?: boolean; fresh?: boolean }, Failure>(
  BALANCE_READ,
  async ({ namespace, force, fresh }, { dispatch, getState, extra, rejectWithValue }) => {
    const state = getState();
    const { address, caipAddress } = state.accounts[namespace] as { address: string; caipAddress: CaipAddress };
    const failed = () => {
      if (getState().accounts[namespace]?.caipAddress === caipAddress) dispatch(showSnack(tokenBalanceUnavailable, 'error'));
      return rejectWithValue(tokenBalanceUnavailable, { namespace, caipAddress, at: extra.clock.now() });
    };
    // SPEC 8: an unsupported network reads as unavailable, without a call.
    if (state.networks.unsupportedByNamespace[namespace]) return failed();
    try {
      const { balance, symbol } = await adapterFor(extra, namespace).getBalance({ address, network: networkOf(state, namespace)!, fresh: force || fresh });
      return { namespace, caipAddress, balance, symbol };
    } catch {
      return failed();
    }
  },
  {
    condition: ({ namespace, force = false }, { getState, extra }) => {
      const state = getState();
      const account = state.accounts[namespace];
      // A saved account shown before its wallet answers reads nothing: on a server, nothing leaves the render.
      if (!account?.address || !account.caipAddress || !networkOf(state, namespace) || isShownOnly(state, namespace)) return false;
      return force || state.networks.unsupportedByNamespace[namespace] !== undefined || !retryWaits(account.balanceFailedAt, extra.clock.now());
    },
  },
);
