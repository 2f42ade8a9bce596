import { rpcNotAllowed, rpcNotAllowedUi } from '../errors/catalogue.js';
import { messageOf } from '../errors/LatchError.js';
import type { Message } from '../errors/message.js';
import * as z from 'zod/mini';

/** What a person reads for an error: the refusal of an RPC call reads "Action not allowed" (SPEC 8); the rest as they are. */
export const displayMessage = (error: unknown): Message => {
  const message = messageOf(error);
  return message.text === rpcNotAllowed.text ? rpcNotAllowedUi : message;
};

/** SPEC 5: 0x followed by 64 hex characters. */
export const transactionHashSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/, 'A transaction hash is 0x followed by 64 hex characters'));
/** SPEC 5: 0x followed by at least 62 hex characters. */
export const signedMessageSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{62,}$/, 'A signature is 0x followed by at least 62 hex characters'));
