import { errorMessage, LatchError } from '@latch/core';
import * as z from 'zod/mini';

// Latch's own messages for a session proposal, worded as adapter-evm's; core's catalogue has none that says this.
export const WALLET_CONNECT_DECLINED = 'The wallet declined the connection request.';
export const WALLET_CONNECT_FAILED = 'The WalletConnect connection could not be made.';

const rpcErrorSchema = z.object({ code: z.number(), message: z.optional(z.string()) });
// EIP-1193's user rejection, and WalletConnect's USER_REJECTED, _CHAINS, _METHODS and _EVENTS.
const DECLINED_CODES = new Set([4001, 5000, 5001, 5002, 5003]);

/** What a failed proposal rejects with: "declined" when the person said no, else "could not be made" with the reason in details. */
export function connectionError(error: unknown): LatchError {
  if (error instanceof LatchError) return error;
  const parsed = rpcErrorSchema.safeParse(error);
  const declined = parsed.success && DECLINED_CODES.has(parsed.data.code);
  return new LatchError(declined ? WALLET_CONNECT_DECLINED : WALLET_CONNECT_FAILED, { details: errorMessage(error), cause: error });
}
