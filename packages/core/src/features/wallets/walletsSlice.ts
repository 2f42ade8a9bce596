import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Wallet } from '../../api/walletApi.js';
import { appendUnique } from '../../rules/wallets.js';

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
    featuredLoaded(state, action: PayloadAction<{ featured: Wallet[]; recommended: Wallet[] }>) {
      state.featured = action.payload.featured;
      state.recommended = action.payload.recommended;
      state.firstScreenLoaded = true;
    },
    pageRequested(state) {
      state.loading = true;
      state.error = undefined;
    },
    pageLoaded(state, action: PayloadAction<{ page: number; wallets: Wallet[]; count: number }>) {
      const { page, wallets, count } = action.payload;
      state.listing = page === 1 ? wallets : appendUnique(state.listing, wallets);
      Object.assign(state, { page, count, loading: false });
    },
    failed(state, action: PayloadAction<string>) {
      Object.assign(state, { error: action.payload, loading: false, firstScreenLoaded: true });
      state.search.loading = false;
    },
    searchTyped(state, action: PayloadAction<string>) {
      state.search = { text: action.payload, results: action.payload ? state.search.results : [], loading: action.payload !== '' };
    },
    searchLoaded(state, action: PayloadAction<{ text: string; results: Wallet[] }>) {
      // Results for a text the person has since changed are dropped.
      if (state.search.text !== action.payload.text) return;
      state.search = { text: action.payload.text, results: action.payload.results, loading: false };
    },
  },
});

declare module '../../store/rootReducer.js' {
  export interface LazyLoadedSlices {
    wallets: WalletsState;
  }
}
