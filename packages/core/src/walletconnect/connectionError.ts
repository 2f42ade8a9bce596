import * as z from 'zod/mini';
import { walletConnectDeclined, walletConnectFailed } from '../errors/catalogue.js';
import { LatchError } from '../errors/LatchError.js';
import { errorMessage } from '../errors/errorMessage.js';

/** A JSON-RPC error as a wallet answers a session proposal with it. */
const rpcErrorSchema = z.object({ code: z.number(), message: z.optional(z.string()) });

// EIP-1193's user rejection, and WalletConnect's USER_REJECTED, _CHAINS, _METHODS and _EVENTS.
const DECLINED_CODES: ReadonlySet<number> = new Set([4001, 5000, 5001, 5002, 5003]);

/**
 * What a failed session proposal rejects with: "declined" when the person said no, with the wallet's
 * own words in details if it gave any; else "could not be made" with the reason in details.
 */
export function connectionError(error: unknown): LatchError {
  if (error instanceof LatchError) return error;
  const parsed = rpcErrorSchema.safeParse(error);
  if (parsed.success && DECLINED_CODES.has(parsed.data.code)) return new LatchError(walletConnectDeclined, { details: parsed.data.message, cause: error });
  return new LatchError(walletConnectFailed, { details: errorMessage(error), cause: error });
}
