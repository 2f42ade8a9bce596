import { ErrorMessages, LatchError } from '@latch/core';
import * as z from 'zod/mini';

/** How wallets refuse: an EIP-1193 style `{ code, message }` (Wallet Standard wallets), or a JSON-RPC error (WalletConnect). */
const refusalSchema = z.object({ code: z.optional(z.number()), message: z.optional(z.string()) });

// EIP-1193's user rejection (Wallet Standard wallets use it too) and WalletConnect's USER_REJECTED.
const DECLINED_CODES = new Set([4001, 5000]);
// Wallets without a code say so in words.
const DECLINED_WORDS = /\b(rejected|declined|denied|cancel(l)?ed)\b/i;

/** A signature the wallet did not give: "Signature declined" when the person refused, otherwise the wallet's own error. */
export function signingFailure(error: unknown): unknown {
  if (error instanceof LatchError) return error;
  const parsed = refusalSchema.safeParse(error);
  if (!parsed.success) return error;
  const { code, message = '' } = parsed.data;
  const declined = code === undefined ? DECLINED_WORDS.test(message) : DECLINED_CODES.has(code);
  return declined ? new LatchError(ErrorMessages.signatureDeclined, { details: message || undefined, cause: error }) : error;
}

/** Runs a wallet request; a refusal rejects with "Signature declined". */
export async function askWallet<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw signingFailure(error);
  }
}
