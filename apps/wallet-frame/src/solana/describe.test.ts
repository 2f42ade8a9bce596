// The approval screen's words for Solana requests, from the facts the frame read.
import { sol, solanaMessage, solanaTransaction } from './describe.js';
import type { TransactionFacts } from './transaction.js';

const ME = 'Me11111111111111111111111111111111111111111';
const YOU = 'You1111111111111111111111111111111111111111';
const THEM = 'Them111111111111111111111111111111111111111';
const facts = (over: Partial<TransactionFacts>): TransactionFacts => ({ feePayer: ME, transfers: undefined, programs: [], instructions: 1, lookupTables: false, otherSigners: 0, ...over });

it('amounts in SOL, trailing zeros dropped', () => {
  expect(sol(100_000_000n)).toBe('0.1 SOL');
  expect(sol(1n)).toBe('0.000000001 SOL');
  expect(sol(12_000_000_000n)).toBe('12 SOL');
});

it('several transfers: each one, and their total; another fee payer and other signers are said', () => {
  const shown = solanaTransaction(
    facts({ feePayer: THEM, otherSigners: 1, instructions: 2, transfers: [{ from: ME, to: YOU, lamports: 1_500_000_000n }, { from: ME, to: THEM, lamports: 500_000_000n }] }),
    ME,
    true,
  );
  expect(shown).toEqual({
    title: 'Send SOL',
    details: [
      ['From', ME],
      ['Fee paid by', THEM],
      ['Other signers', '1 more signature needed'],
      ['Transfer 1', `1.5 SOL from ${ME} to ${YOU}`],
      ['Transfer 2', `0.5 SOL from ${ME} to ${THEM}`],
      ['Total', '2 SOL'],
    ],
    warnings: [],
  });
});

it('a transfer paid from another account says so', () => {
  expect(solanaTransaction(facts({ transfers: [{ from: THEM, to: YOU, lamports: 1n }] }), ME, false).details).toEqual([
    ['From', ME],
    ['Paid from', THEM],
    ['To', YOU],
    ['Amount', '0.000000001 SOL'],
  ]);
});

it('a transaction through lookup tables is one the wallet cannot decode', () => {
  const shown = solanaTransaction(facts({ lookupTables: true, programs: ['JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4'] }), ME, true);
  expect(shown.title).toBe('Sign and send a transaction');
  expect(shown.warnings).toEqual([expect.stringContaining('address lookup tables')]);
  expect(shown.details).toContainEqual(['Programs', 'JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4']);
});

it('a message as its text; an off-chain message with its format, application domain and the other signers', () => {
  expect(solanaMessage({ text: 'hello' }, ME)).toEqual({ title: 'Sign a message', details: [['From', ME]], message: 'hello' });
  const offchain = { version: 0 as const, applicationDomain: YOU, signers: [ME, THEM], text: 'hello' };
  expect(solanaMessage({ text: 'hello', offchain }, ME)).toEqual({
    title: 'Sign a message',
    details: [
      ['From', ME],
      ['Format', 'Solana off-chain message, version 0'],
      ['Application domain', YOU],
      ['Other signers', THEM],
    ],
    message: 'hello',
  });
});
