import { servicesOn } from '../../api/serviceSupport.js';
import { BALANCE_RETRY_GAP_MS, DEFAULT_REMOTE_FEATURES } from '../../constants.js';
import { FAILED_TO_FETCH_TRANSACTIONS, TOKEN_BALANCE_UNAVAILABLE, TRANSACTIONS_NEED_ADDRESS, UNKNOWN } from '../../errors/catalogue.js';
import { LatchError } from '../../errors/LatchError.js';
import { accountsSlice } from './accountsSlice.js';
import { eventEmitted } from '../../store/events.js';
import type { LatchThunk } from '../../store/extra.js';
import { optionsSlice } from '../options/optionsSlice.js';
import { activityArgs, tokenBalanceArgs } from './portfolioSelectors.js';
import { selectActiveAccount } from './selectors.js';
import { showSnack } from '../alerts/snackbarThunks.js';

/**
 * Reads the token balances of the active account (SPEC 8) into the API's cache, where
 * selectTokenBalances finds them, held while this account and network are shown; a failure shows a
 * snack and waits 30 s. Cached as SPEC 9 says; `force` reads past the cache, after a swap.
 */
export const fetchTokenBalances =
  ({ force = false }: { force?: boolean } = {}): LatchThunk<Promise<void>> =>
  async (dispatch, getState, extra) => {
    const state = getState();
    const namespace = state.networks.activeNamespace;
    const account = selectActiveAccount(state);
    const args = tokenBalanceArgs(state);
    if (!account?.caipAddress || !args) return;
    if (account.tokenBalanceFailedAt !== undefined && extra.clock.now() - account.tokenBalanceFailedAt < BALANCE_RETRY_GAP_MS) return;
    const { caipAddress } = account;
    const fail = () => {
      // Two reads at once (the modal opening, the Tokens tab) fail once for the person.
      const failedAt = getState().accounts[namespace]?.tokenBalanceFailedAt;
      if (failedAt !== undefined && extra.clock.now() - failedAt < BALANCE_RETRY_GAP_MS) return;
      dispatch(accountsSlice.actions.tokenBalancesFailed({ namespace, caipAddress, at: extra.clock.now() }));
      dispatch(showSnack(TOKEN_BALANCE_UNAVAILABLE, 'error'));
    };
    // SPEC 8: an unsupported network reads as unavailable too, without a call.
    if (!servicesOn(namespace).balance || state.networks.unsupportedByNamespace[namespace]) return fail();
    const { blockchainApi } = await extra.loadApi();
    const result = await extra.holdQuery('account/tokenBalances', dispatch(blockchainApi.endpoints.getBalance.initiate(args, { forceRefetch: force })));
    if (getState().accounts[namespace]?.caipAddress !== caipAddress) return;
    if (result.data) dispatch(accountsSlice.actions.tokenBalancesRead({ namespace, caipAddress }));
    else fail();
  };

/**
 * Reads the active account's history on the active network into the API's cache (selectActivity
 * shows it), afresh unless `more` asks for the next page. A failure shows "Failed to fetch
 * transactions" and sends an event; the list is then marked empty (SPEC 5, 8).
 */
export const fetchTransactions =
  ({ more = false }: { more?: boolean } = {}): LatchThunk<Promise<void>> =>
  async (dispatch, getState, extra) => {
    const state = getState();
    const address = selectActiveAccount(state)?.address;
    if (!address) throw new LatchError(TRANSACTIONS_NEED_ADDRESS);
    // SPEC 9: activity is read on EVM networks only; elsewhere the list is simply empty.
    const args = activityArgs(state);
    if (!args) return;
    const { blockchainApi } = await extra.loadApi();
    const request = dispatch(blockchainApi.endpoints.getHistory.initiate(args, more ? { direction: 'forward' } : { forceRefetch: true }));
    const result = await extra.holdQuery('account/history', request);
    if (!result.isError) return;
    dispatch(showSnack(FAILED_TO_FETCH_TRANSACTIONS, 'error'));
    dispatch(eventEmitted({ type: 'ERROR_FETCH_TRANSACTIONS', properties: { address, message: (result.error as { message?: string } | undefined)?.message ?? UNKNOWN } }));
  };

/** The remote features (SPEC 9); when the config cannot be read, the defaults hold. */
export const fetchRemoteFeatures = (): LatchThunk<Promise<void>> => async (dispatch, _getState, extra) => {
  const { walletApi } = await extra.loadApi();
  const result = await dispatch(walletApi.endpoints.getConfig.initiate(undefined, { subscribe: false }));
  const features = result.data?.features;
  if (!features?.length) {
    dispatch(optionsSlice.actions.remoteFeaturesSet(DEFAULT_REMOTE_FEATURES));
    return;
  }
  const byId = new Map(features.map((f) => [f.id, f]));
  const list = (id: string, fallback: readonly string[]) => (byId.has(id) ? (byId.get(id)!.isEnabled ? (byId.get(id)!.config ?? []) : []) : [...fallback]);
  const flag = (id: string, fallback: boolean) => byId.get(id)?.isEnabled ?? fallback;
  dispatch(
    optionsSlice.actions.remoteFeaturesSet({
      swaps: list('swaps', DEFAULT_REMOTE_FEATURES.swaps),
      onramp: list('onramp', DEFAULT_REMOTE_FEATURES.onramp),
      email: flag('email', DEFAULT_REMOTE_FEATURES.email),
      socials: list('social_login', DEFAULT_REMOTE_FEATURES.socials),
      activity: flag('activity', DEFAULT_REMOTE_FEATURES.activity),
      branding: flag('branding', DEFAULT_REMOTE_FEATURES.branding),
    }),
  );
};

/** The project's allowed origins; empty when they cannot be read (SPEC 7). */
export const fetchAllowedOrigins = (): LatchThunk<Promise<string[]>> => async (dispatch, _getState, extra) => {
  const { walletApi } = await extra.loadApi();
  const result = await dispatch(walletApi.endpoints.getOrigins.initiate(undefined, { subscribe: false }));
  return result.data?.allowedOrigins ?? [];
};
