import * as z from 'zod/mini';
import { signatureDeclined, walletConnectDeclined } from './catalogue.js';
import { errorMessage } from './errorMessage.js';
import { LatchError } from './LatchError.js';

/** EIP-1193's user rejection (4001), WalletConnect's (5000), and ethers' name for the first (ACTION_REJECTED). */
const REJECTION_CODES: ReadonlyArray<number | string> = [4001, 5000, 'ACTION_REJECTED'];

const codedSchema = z.object({ code: z.union([z.number(), z.string()]) });

/** Whether the person declined in the wallet: "Signature declined" from an adapter, a rejection code from a provider or ethers. */
export function isDecline(error: unknown): boolean {
  if (errorMessage(error) === signatureDeclined.text) return true;
  const coded = codedSchema.safeParse(error);
  return coded.success && REJECTION_CODES.includes(coded.data.code);
}

/**
 * A connection the person refused in a browser wallet, in the catalogue's words (which the UI shows in
 * its locale), the wallet's own words kept as details; anything else as it was. WalletConnect's
 * refusals come as the same message (walletconnect/connectionError.ts), whose id it first named.
 */
export function declinedConnection(error: unknown): unknown {
  if (error instanceof LatchError || !isDecline(error)) return error;
  return new LatchError(walletConnectDeclined, { details: errorMessage(error), cause: error });
}
