// The active account's portfolio and history, read from the Blockchain API into its cache (the
// selectors of portfolioSelectors.ts read them there), held while this account and network are shown.
// Loaded with the views that show them, not with the page.
import type { UnknownAction } from '@reduxjs/toolkit';
import type { CaipAddress } from '../../caip/address.js';
import { servicesOn } from '../../api/serviceSupport.js';
import { failedToFetchTransactions, tokenBalanceUnavailable, transactionsNeedAddress, unknown } from '../../errors/catalogue.js';
import { eventEmitted } from '../../store/events.js';
import { createLatchAsyncThunk } from '../../store/createLatchAsyncThunk.js';
import { addLatchListener } from '../../store/addLatchListener.js';
import type { LatchDispatch, LatchThunk } from '../../store/extra.js';
import type { LatchState } from '../../store/rootReducer.js';
import { showSnack } from '../alerts/snackbarThunks.js';
import { TOKEN_BALANCES_READ, tokenBalancesRead } from './accountsSlice.js';
import { retryWaits, type Failure, type ReadFor } from './reads.js';
import { activityArgs, tokenBalanceArgs } from './portfolioSelectors.js';
import { selectActiveAccount } from './selectors.js';
import { walletTokenBalances } from './walletAssets.js';
import { selectActiveNetwork } from '../networks/selectors.js';
import { PORTFOLIO_CACHE_MS } from '../../constants.js';

/**
 * Two token reads failing together (the modal opening, the Tokens tab) tell the person once: when
 * accountsSlice records a new failure. A listener that joins the store with the portfolio's first read.
 */
const failureRecorded = (action: UnknownAction, current: LatchState, previous: LatchState) =>
  tokenBalancesRead.rejected(action) &&
  action.meta.rejectedWithValue &&
  current.accounts[action.meta.namespace]?.tokenBalanceFailedAt !== previous.accounts[action.meta.namespace]?.tokenBalanceFailedAt;
const tellFailure = (_action: UnknownAction, { dispatch }: { dispatch: LatchDispatch }) => void dispatch(showSnack(tokenBalanceUnavailable, 'error'));

/**
 * The token balances (SPEC 8), cached as SPEC 9 says; `force` reads past the cache, after a swap.
 * accountsSlice records a failure as the native balance's.
 */
export const fetchTokenBalances = createLatchAsyncThunk<ReadFor, { force?: boolean } | void, Failure>(
  TOKEN_BALANCES_READ,
  async (options, { dispatch, getState, extra, rejectWithValue }) => {
    dispatch(addLatchListener({ predicate: failureRecorded, effect: tellFailure }));
    const state = getState();
    const namespace = state.networks.activeNamespace;
    const { caipAddress } = selectActiveAccount(state) as { caipAddress: CaipAddress };
    const read = { namespace, caipAddress };
    const failed = () => rejectWithValue(tokenBalanceUnavailable, { ...read, at: extra.clock.now() });
    // SPEC 8: an unsupported network reads as unavailable too, without a call.
    if (!servicesOn(namespace).balance || state.networks.unsupportedByNamespace[namespace]) return failed();
    const { blockchainApi } = await extra.loadApi();
    const args = tokenBalanceArgs(state)!;
    // A wallet's own answer (EIP-7811) stands in the cache for the services'; the request then only holds it.
    const fromWallet = await walletTokenBalances(extra.adapters.get(namespace), args.address, selectActiveNetwork(state)!, extra.clock);
    // (RTK Query types the thunk for a state whose api slice is always there; here it is injected when loaded.)
    if (fromWallet) await dispatch(blockchainApi.util.upsertQueryData('getBalance', args, { balances: fromWallet }) as LatchThunk<Promise<unknown>>);
    // SPEC 9's 30 s is a freshness limit: an answer older than that is asked again, even while a view holds it.
    const request = blockchainApi.endpoints.getBalance.initiate(args, { forceRefetch: !fromWallet && (options?.force || PORTFOLIO_CACHE_MS / 1000) });
    const result = await extra.holdQuery('account/tokenBalances', dispatch(request));
    // Read for an account no longer shown: nothing to record.
    return result.data || getState().accounts[namespace]?.caipAddress !== caipAddress ? read : failed();
  },
  {
    condition: (_options, { getState, extra }) => {
      const state = getState();
      const account = selectActiveAccount(state);
      return Boolean(account?.caipAddress && tokenBalanceArgs(state)) && !retryWaits(account!.tokenBalanceFailedAt, extra.clock.now());
    },
  },
);

/**
 * The history on the active network (selectActivity shows it), afresh unless `more` asks for the next
 * page. A failure shows "Failed to fetch transactions" and sends an event; the list is then marked
 * empty (SPEC 5, 8).
 */
export const fetchTransactions = createLatchAsyncThunk('account/fetchTransactions', async (options: { more?: boolean } | void, { dispatch, getState, extra, rejectWithValue }) => {
  const state = getState();
  const address = selectActiveAccount(state)?.address;
  if (!address) return rejectWithValue(transactionsNeedAddress);
  // SPEC 9: activity is read on EVM networks only; elsewhere the list is simply empty.
  const args = activityArgs(state);
  if (!args) return;
  const { blockchainApi } = await extra.loadApi();
  const request = blockchainApi.endpoints.getHistory.initiate(args, options?.more ? { direction: 'forward' } : { forceRefetch: true });
  const result = await extra.holdQuery('account/history', dispatch(request));
  if (!result.isError) return;
  dispatch(showSnack(failedToFetchTransactions, 'error'));
  dispatch(eventEmitted({ type: 'ERROR_FETCH_TRANSACTIONS', properties: { address, message: (result.error as { message?: string } | undefined)?.message ?? unknown.text } }));
});
