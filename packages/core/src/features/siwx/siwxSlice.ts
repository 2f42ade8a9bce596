import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Message } from '../../errors/message.js';

/** A sign-in session (SPEC 3): the signed message's data, the message and its signature. */
export interface SiwxSession {
  data: { accountAddress: string; chainId: string; domain?: string; uri?: string; nonce?: string; issuedAt?: string; expirationTime?: string };
  message: string;
  signature: string;
}

export interface SiwxState {
  enabled: boolean;
  /** Sign-in is required: the modal cannot be closed on the sign views until a session exists. */
  required: boolean;
  session?: SiwxSession;
  error?: Message;
}

const initialState: SiwxState = { enabled: false, required: false };

export const siwxSlice = createSlice({
  name: 'siwx',
  initialState,
  reducers: {
    configured(state, action: PayloadAction<{ enabled: boolean; required: boolean }>) {
      state.enabled = action.payload.enabled;
      state.required = action.payload.required;
    },
    sessionSet(state, action: PayloadAction<SiwxSession | undefined>) {
      state.session = action.payload;
      state.error = undefined;
    },
    errorSet(state, action: PayloadAction<Message | undefined>) {
      state.error = action.payload;
    },
  },
});
