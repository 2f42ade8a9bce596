// SPEC 5's sign-and-send options and the shapes of the Solana signing methods, as the frame checks them.
import { isSolanaSigningMethod, parseSolanaParams, solanaResultSchemas, solanaSendOptionsSchema } from './solanaRpc.js';

const PUBKEY = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T';
const TX = 'AQAB';

describe('sign-and-send options (SPEC 5)', () => {
  it.each(['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max'])('takes preflightCommitment %s', (preflightCommitment) => {
    expect(solanaSendOptionsSchema.safeParse({ preflightCommitment }).success).toBe(true);
  });

  it('takes every option together', () => {
    const options = { skipPreflight: true, preflightCommitment: 'confirmed', maxRetries: 3, minContextSlot: 12 };
    expect(solanaSendOptionsSchema.parse(options)).toEqual(options);
  });

  it.each([
    [{ preflightCommitment: 'fast' }],
    [{ skipPreflight: 'yes' }],
    [{ maxRetries: -1 }],
    [{ maxRetries: 1.5 }],
    [{ minContextSlot: '5' }],
    [{ commitment: 'confirmed' }],
  ])('refuses %j', (options) => {
    expect(solanaSendOptionsSchema.safeParse(options).success).toBe(false);
  });
});

describe('params', () => {
  it('names an option that SPEC 5 does not have', () => {
    expect(() => parseSolanaParams('solana_signAndSendTransaction', { transaction: TX, sendOptions: { commitment: 'confirmed' } })).toThrow('sendOptions: not a sign-and-send option: commitment');
  });

  it('reads solana_signAndSendTransaction with its options', () => {
    expect(parseSolanaParams('solana_signAndSendTransaction', { transaction: TX, pubkey: PUBKEY, sendOptions: { skipPreflight: false } })).toEqual({
      transaction: TX,
      pubkey: PUBKEY,
      sendOptions: { skipPreflight: false },
    });
  });

  it('names each problem', () => {
    expect(() => parseSolanaParams('solana_signAndSendTransaction', { transaction: 'not base64!', sendOptions: { maxRetries: 'x' } })).toThrow(
      /^Invalid solana_signAndSendTransaction params: transaction: transaction must be base64; sendOptions\.maxRetries: /,
    );
    expect(() => parseSolanaParams('solana_signMessage', { message: '0OIl', pubkey: PUBKEY })).toThrow('message: message must be base58');
    expect(() => parseSolanaParams('solana_signMessage', { message: '3yZe7d', pubkey: '0x1234' })).toThrow('pubkey: must be a Solana address');
  });

  it('refuses a transaction longer than a Solana packet', () => {
    expect(() => parseSolanaParams('solana_signTransaction', { transaction: 'A'.repeat(1648) })).toThrow('transaction is longer than a Solana packet');
  });

  it('knows its methods only', () => {
    expect(isSolanaSigningMethod('solana_signMessage')).toBe(true);
    expect(isSolanaSigningMethod('solana_signAllTransactions')).toBe(false);
    expect(isSolanaSigningMethod('toString')).toBe(false);
  });
});

it('reads the answers', () => {
  expect(solanaResultSchemas.solana_signAndSendTransaction.safeParse({ signature: '5'.repeat(87) }).success).toBe(true);
  expect(solanaResultSchemas.solana_signAndSendTransaction.safeParse({ signature: '0x12' }).success).toBe(false);
  expect(solanaResultSchemas.solana_signTransaction.safeParse({ transaction: TX }).success).toBe(true);
});
