import { createAction } from '@reduxjs/toolkit';

/** What happened, for the dApp (`latch.onEvent`) and for analytics. Plain data. */
export type LatchEvent =
  | { type: 'DISCONNECT_SUCCESS'; properties: { namespaces: string[] } }
  | { type: 'DISCONNECT_ERROR'; properties: { namespaces: string[]; message: string } }
  | { type: 'ERROR_FETCH_TRANSACTIONS'; properties: { address: string; message: string } }
  | { type: 'WALLET_LINK_REFUSED'; properties: { walletId: string; kind: string; message: string } }
  /** A send the wallet or its node did not take: the text the person read, and the wallet's own words where it had any (else empty). */
  | { type: 'SEND_ERROR'; properties: { network: string; message: string; details: string } }
  | { type: 'SWAP_SUCCESS'; properties: SwapEventProperties & { hash: string } }
  | { type: 'SWAP_ERROR'; properties: SwapEventProperties & { message: string } };

/** A swap as events tell it: the network, the tokens (CAIP-10 ids) and the amount sold, in whole units. */
export interface SwapEventProperties {
  network: string;
  from: string;
  to: string;
  amount: string;
}

export const eventEmitted = createAction<LatchEvent>('events/emitted');
