import * as z from 'zod/mini';
import { networkSwitchDeclined, signatureDeclined, walletConnectDeclined } from './catalogue.js';
import { errorMessage } from './errorMessage.js';
import { LatchError } from './LatchError.js';
import type { Message } from './message.js';

/** EIP-1193's user rejection (4001), WalletConnect's (5000), and ethers' name for the first (ACTION_REJECTED). */
const REJECTION_CODES: ReadonlyArray<number | string> = [4001, 5000, 'ACTION_REJECTED'];

const codedSchema = z.object({ code: z.union([z.number(), z.string()]) });

/** Whether the person declined in the wallet: "Signature declined" from an adapter, a rejection code from a provider or ethers. */
export function isDecline(error: unknown): boolean {
  if (errorMessage(error) === signatureDeclined.text) return true;
  const coded = codedSchema.safeParse(error);
  return coded.success && REJECTION_CODES.includes(coded.data.code);
}

/** A refusal in the wallet as `said` of the catalogue (the UI shows it in its locale), the wallet's own words as details; anything else as it was. */
function declinedAs(said: Message, error: unknown): unknown {
  if (error instanceof LatchError || !isDecline(error)) return error;
  return new LatchError(said, { details: errorMessage(error), cause: error });
}

/** A connection refused in a browser wallet; WalletConnect's refusals come as the same message (walletconnect/connectionError.ts), whose id it first named. */
export const declinedConnection = (error: unknown) => declinedAs(walletConnectDeclined, error);

/** A network switch refused in the wallet. */
export const declinedSwitch = (error: unknown) => declinedAs(networkSwitchDeclined, error);
