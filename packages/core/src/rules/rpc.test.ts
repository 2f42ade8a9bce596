import { ErrorMessages, rpcNotAllowed } from '../errors/catalogue.js';
import { displayMessage, signedMessageSchema, transactionHashSchema } from './rpc.js';
import { LatchError } from '../errors/LatchError.js';

describe('the refusal of an RPC call (SPEC 8)', () => {
  it('shows as "Action not allowed", other errors as they are', () => {
    expect(displayMessage(new LatchError(rpcNotAllowed, { details: 'admin_peers' }))).toEqual(ErrorMessages.rpcNotAllowedUi);
    expect(displayMessage(new Error('Requested RPC call is not allowed'))).toEqual(ErrorMessages.rpcNotAllowedUi);
    expect(displayMessage(new LatchError(ErrorMessages.signatureDeclined))).toEqual(ErrorMessages.signatureDeclined);
    expect(displayMessage(new Error('The wallet exploded'))).toEqual({ text: 'The wallet exploded' });
    expect(displayMessage(42)).toEqual(ErrorMessages.unknown);
  });
});

describe('hashes and signatures (SPEC 5)', () => {
  it('wants a transaction hash of 0x and 64 hex characters', () => {
    expect(transactionHashSchema.safeParse(`0x${'a'.repeat(64)}`).success).toBe(true);
    expect(transactionHashSchema.safeParse(`0x${'a'.repeat(63)}`).success).toBe(false);
    expect(transactionHashSchema.safeParse(`0x${'a'.repeat(65)}`).success).toBe(false);
    expect(transactionHashSchema.safeParse(`${'a'.repeat(66)}`).success).toBe(false);
    expect(transactionHashSchema.safeParse(`0x${'g'.repeat(64)}`).success).toBe(false);
  });

  it('wants a signed message of 0x and at least 62 hex characters', () => {
    expect(signedMessageSchema.safeParse(`0x${'b'.repeat(62)}`).success).toBe(true);
    expect(signedMessageSchema.safeParse(`0x${'b'.repeat(130)}`).success).toBe(true);
    expect(signedMessageSchema.safeParse(`0x${'b'.repeat(61)}`).success).toBe(false);
    expect(signedMessageSchema.safeParse(`0x${'z'.repeat(62)}`).success).toBe(false);
  });
});
