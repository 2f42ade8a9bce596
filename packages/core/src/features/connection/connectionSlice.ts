import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** WalletConnect pairing state (SPEC 4): the URI a wallet scans and when that pairing expires (clock time). */
export interface ConnectionState {
  wcUri?: string;
  wcPairingExpiry?: number;
}

const initialState: ConnectionState = {};

export const connectionSlice = createSlice({
  name: 'connection',
  initialState,
  reducers: {
    wcUriSet(state, action: PayloadAction<{ uri: string; expiry: number }>) {
      state.wcUri = action.payload.uri;
      state.wcPairingExpiry = action.payload.expiry;
    },
    wcUriReset(state) {
      state.wcUri = undefined;
      state.wcPairingExpiry = undefined;
    },
  },
});
