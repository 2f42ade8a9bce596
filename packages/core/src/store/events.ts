import { createAction } from '@reduxjs/toolkit';

/** What happened, for the dApp (`latch.onEvent`) and for analytics. Plain data. */
export type LatchEvent =
  | { type: 'DISCONNECT_SUCCESS'; properties: { namespaces: string[] } }
  | { type: 'DISCONNECT_ERROR'; properties: { namespaces: string[]; message: string } }
  | { type: 'ERROR_FETCH_TRANSACTIONS'; properties: { address: string; message: string } }
  | { type: 'WALLET_LINK_REFUSED'; properties: { walletId: string; kind: string; message: string } };

export const eventEmitted = createAction<LatchEvent>('events/emitted');
