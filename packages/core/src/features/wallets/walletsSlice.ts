import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Wallet } from '../../api/walletApi.js';
import { appendUnique } from '../../rules/wallets.js';
import { fetchFirstScreen, fetchWalletPage, fetchWalletSearch } from './walletRequests.js';

/** The wallet listing (SPEC 2, 3): featured, recommended, the paged list, search and the recent ones. */
export interface WalletsState {
  featured: Wallet[];
  recommended: Wallet[];
  /** The featured and recommended wallets have come (or their request failed). */
  firstScreenLoaded: boolean;
  /** The pages of the listing loaded so far, in order. */
  listing: Wallet[];
  /** The last page loaded; 0 before the first. */
  page: number;
  /** How many wallets the listing has in all. */
  count: number;
  loading: boolean;
  search: { text: string; results: Wallet[]; loading: boolean };
  /** Stored locally: at most 2, newest first. */
  recent: Wallet[];
  /** The wallet picked from the listing, which the connecting views (routed by its id) show. */
  picked?: Wallet;
  error?: string;
}

const initialState: WalletsState = {
  featured: [],
  recommended: [],
  firstScreenLoaded: false,
  listing: [],
  page: 0,
  count: 0,
  loading: false,
  search: { text: '', results: [], loading: false },
  recent: [],
};

export const walletsSlice = createSlice({
  name: 'wallets',
  initialState,
  reducers: {
    recentSet(state, action: PayloadAction<Wallet[]>) {
      state.recent = action.payload;
    },
    picked(state, action: PayloadAction<Wallet>) {
      state.picked = action.payload;
    },
    searchTyped(state, action: PayloadAction<string>) {
      state.search = { text: action.payload, results: action.payload ? state.search.results : [], loading: action.payload !== '' };
    },
  },
  extraReducers: (builder) => {
    const failed = (state: WalletsState, message: string | undefined) => {
      Object.assign(state, { error: message, loading: false, firstScreenLoaded: true });
      state.search.loading = false;
    };
    builder
      .addCase(fetchFirstScreen.fulfilled, (state, { payload }) => {
        Object.assign(state, { featured: payload.featured, recommended: payload.recommended, firstScreenLoaded: true });
      })
      .addCase(fetchFirstScreen.rejected, (state, action) => failed(state, action.error.message))
      .addCase(fetchWalletPage.pending, (state) => {
        state.loading = true;
        state.error = undefined;
      })
      .addCase(fetchWalletPage.fulfilled, (state, { payload: { page, wallets, count } }) => {
        state.listing = page === 1 ? wallets : appendUnique(state.listing, wallets);
        Object.assign(state, { page, count, loading: false });
      })
      .addCase(fetchWalletPage.rejected, (state, action) => failed(state, action.payload ?? action.error.message))
      .addCase(fetchWalletSearch.fulfilled, (state, action) => {
        // Results for a text the person has since changed are dropped.
        if (state.search.text !== action.meta.arg) return;
        state.search = { text: action.meta.arg, results: action.payload, loading: false };
      })
      .addCase(fetchWalletSearch.rejected, (state, action) => failed(state, action.payload ?? action.error.message));
  },
});

declare module '../../store/rootReducer.js' {
  export interface LazyLoadedSlices {
    wallets: WalletsState;
  }
}
