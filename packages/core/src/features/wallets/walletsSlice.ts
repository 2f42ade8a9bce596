import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Wallet } from '../../api/walletApi.js';

/**
 * What the person did with the listing (SPEC 2, 3): the search text, the recent wallets and the one
 * picked. The listing itself (featured, recommended, pages, search results) is the API's cache.
 */
export interface WalletsState {
  /** The trimmed search text as typed; empty when not searching. */
  searchText: string;
  /** Stored locally: at most 2, newest first. */
  recent: Wallet[];
  /** The wallet picked from the listing, which the connecting views (routed by its id) show. */
  picked?: Wallet;
}

const initialState: WalletsState = { searchText: '', recent: [] };

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
      state.searchText = action.payload;
    },
  },
});

declare module '../../store/rootReducer.js' {
  export interface LazyLoadedSlices {
    wallets: WalletsState;
  }
}
