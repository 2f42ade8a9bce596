import * as z from 'zod/mini';
import { walletSchema, type Wallet } from '../../api/walletApi.js';
import { normalizeSearch } from '../../rules/lists.js';
import { installedConnectorOf, withRecent } from '../../rules/wallets.js';
import type { LatchExtra, LatchThunk } from '../../store/extra.js';
import type { LatchState } from '../../store/rootReducer.js';
import { routerSlice } from '../modal/routerSlice.js';
import { selectWholeListing } from './allWalletsSelectors.js';
import { listsSchemesOf } from './listedAppSchemes.js';
import { fetchMoreWallets, fetchWalletEntry, fetchWalletListing, fetchWalletSearch } from './walletsRequests.js';
import { walletsSlice, type WalletsState } from './walletsSlice.js';

const { actions } = walletsSlice;
export const RECENT_WALLETS_KEY = 'recentWallets';
const recentSchema = z.array(walletSchema);

const walletsOf = (state: LatchState): WalletsState => state.wallets ?? walletsSlice.getInitialState();

/** Joins the slice, with the recent wallets read from storage the first time. */
function ensureSlice(extra: LatchExtra, dispatch: (action: ReturnType<typeof actions.recentSet>) => unknown, state: LatchState) {
  if (state.wallets) return;
  extra.injectSlice(walletsSlice);
  dispatch(actions.recentSet(extra.storage.get(RECENT_WALLETS_KEY, recentSchema) ?? []));
}

/**
 * The listing's first screen (fetchWalletListing), with the slice of what the person did with it.
 * Called when the modal shows, answered from the cache after the first time; never blocks it.
 * Calling again retries a failed call.
 */
export const loadWallets = (): LatchThunk<Promise<void>> => async (dispatch, getState, extra) => {
  ensureSlice(extra, dispatch, getState());
  await dispatch(fetchWalletListing());
};

/** The next page of 40, while the listing has more (infinite scroll); skipped while one is on its way. */
export const loadMoreWallets = (): LatchThunk<Promise<void>> => async (dispatch, getState, extra) => {
  ensureSlice(extra, dispatch, getState());
  await dispatch(fetchMoreWallets());
};

/** A pause in typing this long sends the search, so that its answer is in when SPEC 9's wait (which the view keeps) ends rather than a round trip after. */
const SEARCH_SEND_PAUSE_MS = 150;

/**
 * Search (SPEC 9): on the trimmed text, up to 100 results (selectTypedSearch). The request leaves at
 * a pause in typing; a keystroke before it leaves cancels it, one after drops (aborts) it. With the
 * whole listing loaded the results are found in it and nothing is sent. The pause counts from the
 * keystroke, `sinceKeystrokeMs` before this call.
 */
export const searchWallets =
  (input: string, sinceKeystrokeMs = 0): LatchThunk<Promise<void>> =>
  async (dispatch, getState, extra) => {
    ensureSlice(extra, dispatch, getState());
    const text = normalizeSearch(input);
    dispatch(actions.searchTyped(text));
    if (!text || selectWholeListing(getState())) return;
    const stillTyped = await new Promise<boolean>((resolve) =>
      extra.clock.setTimeout(() => resolve(walletsOf(getState()).searchText === text), Math.max(0, SEARCH_SEND_PAUSE_MS - sinceKeystrokeMs)),
    );
    if (stillTyped) await dispatch(fetchWalletSearch(text));
  };

/** Remembers a wallet the person picked: newest first, no duplicates, at most 2, kept in storage. */
export const rememberWallet =
  (wallet: Wallet): LatchThunk =>
  (dispatch, getState, extra) => {
    ensureSlice(extra, dispatch, getState());
    const recent = withRecent(walletsOf(getState()).recent, wallet);
    dispatch(actions.recentSet(recent));
    extra.storage.set(RECENT_WALLETS_KEY, recent);
  };

/**
 * Asks the listing for a picked wallet's own entry when the listing loaded so far does not name its
 * app schemes (a recent wallet, read from storage), so that its app link opens when the person taps it.
 */
const listPickedWallet =
  (wallet: Wallet): LatchThunk<Promise<void>> =>
  async (dispatch, getState) => {
    if (!listsSchemesOf(getState(), wallet)) await dispatch(fetchWalletEntry(wallet.id));
  };

/**
 * A wallet picked from the listing: remembered as recent, held as the picked wallet, and connected
 * through its extension when it is installed here, else through WalletConnect. The route names it by id.
 */
export const pickWallet =
  (wallet: Wallet): LatchThunk =>
  (dispatch, getState, extra) => {
    dispatch(rememberWallet(wallet));
    dispatch(actions.picked(wallet));
    // Without its entry the app link is refused with the reason; the QR code and the copied URI still work.
    if (extra.apiUrls) void dispatch(listPickedWallet(wallet)).catch(() => undefined);
    const connector = installedConnectorOf(wallet, getState().connectors.connectors);
    dispatch(
      routerSlice.actions.pushed(
        connector ? { view: 'ConnectingExternal', data: { walletId: wallet.id, connectorId: connector.id } } : { view: 'ConnectingWalletConnect', data: { walletId: wallet.id } },
      ),
    );
  };
