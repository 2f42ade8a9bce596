import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TokenBalance } from '../account/accountsSlice.js';
import { networksSlice } from '../networks/networksSlice.js';

/** The send form (SPEC 3). */
export interface SendState {
  token?: TokenBalance;
  sendTokenAmount?: string;
  receiverAddress?: string;
  receiverProfileName?: string;
  receiverProfileImage?: string;
  networkBalanceInUsd?: string;
}

const initialState: SendState = {};

export const sendSlice = createSlice({
  name: 'send',
  initialState,
  reducers: {
    updated(state, action: PayloadAction<Partial<SendState>>) {
      Object.assign(state, action.payload);
    },
    reset: () => initialState,
  },
  extraReducers: (builder) => {
    // A form filled on one namespace means nothing on another (SPEC 4).
    builder.addCase(networksSlice.actions.namespaceSwitched, () => initialState);
  },
});
