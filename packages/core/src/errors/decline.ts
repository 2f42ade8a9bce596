import * as z from 'zod/mini';
import { signatureDeclined } from './catalogue.js';
import { errorMessage } from './errorMessage.js';

/** EIP-1193's user rejection (4001), WalletConnect's (5000), and ethers' name for the first (ACTION_REJECTED). */
const REJECTION_CODES: ReadonlyArray<number | string> = [4001, 5000, 'ACTION_REJECTED'];

const codedSchema = z.object({ code: z.union([z.number(), z.string()]) });

/** Whether the person declined in the wallet: "Signature declined" from an adapter, a rejection code from a provider or ethers. */
export function isDecline(error: unknown): boolean {
  if (errorMessage(error) === signatureDeclined.text) return true;
  const coded = codedSchema.safeParse(error);
  return coded.success && REJECTION_CODES.includes(coded.data.code);
}
