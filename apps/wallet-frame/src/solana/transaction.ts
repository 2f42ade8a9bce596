// A Solana transaction as the frame reads it before it is shown (loaded with import() with
// @solana/web3.js): legacy or v0 wire bytes, the account's signer slot, and what it does when that
// can be said for sure: SystemProgram transfers and nothing else.
import { SystemProgram, VersionedTransaction } from '@solana/web3.js';
import { NOT_A_SIGNER } from '../messages.js';
import type { SolanaSigner } from './signer.js';

export interface SolTransfer {
  from: string;
  to: string;
  lamports: bigint;
}

/** What the approval screen is told of a transaction (describe.ts words it). */
export interface TransactionFacts {
  feePayer: string;
  /** The transfers, when every instruction is a SystemProgram transfer; undefined when the transaction does anything else. */
  transfers: SolTransfer[] | undefined;
  /** The programs its instructions call, in order, once each. */
  programs: string[];
  instructions: number;
  /** It names accounts through address lookup tables, which the frame does not read. */
  lookupTables: boolean;
  /** Signatures it needs besides the account's. */
  otherSigners: number;
}

export interface ReadTransaction {
  facts: TransactionFacts;
  /** Signs with `signer` in the account's slot: the signed wire bytes and the signature. */
  sign(signer: SolanaSigner): Promise<{ wire: Uint8Array; signature: Uint8Array }>;
}

const SYSTEM_PROGRAM = SystemProgram.programId.toBase58();
const TRANSFER = 2;

/** A SystemProgram transfer's lamports: instruction 2 (u32, little-endian) then a u64. */
function transferLamports(data: Uint8Array): bigint | undefined {
  if (data.length !== 12) return undefined;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  return view.getUint32(0, true) === TRANSFER ? view.getBigUint64(4, true) : undefined;
}

/** Reads `wire`; throws when it is no transaction, or one that `account` does not sign. */
export function readTransaction(wire: Uint8Array, account: string): ReadTransaction {
  let transaction: VersionedTransaction;
  try {
    transaction = VersionedTransaction.deserialize(wire);
  } catch {
    throw new Error('The transaction could not be read: it is not a Solana transaction');
  }
  const { message } = transaction;
  const keys = message.staticAccountKeys.map((key) => key.toBase58());
  const signers = message.header.numRequiredSignatures;
  const slot = keys.slice(0, signers).indexOf(account);
  if (slot < 0) throw new Error(NOT_A_SIGNER);

  const instructions = message.compiledInstructions;
  const programs = [...new Set(instructions.map((instruction) => keys[instruction.programIdIndex] ?? 'a program from a lookup table'))];
  const transfers = instructions.map((instruction) => {
    const lamports = keys[instruction.programIdIndex] === SYSTEM_PROGRAM ? transferLamports(instruction.data) : undefined;
    const [from, to] = instruction.accountKeyIndexes.map((index) => keys[index]);
    return lamports !== undefined && from && to && instruction.accountKeyIndexes.length === 2 ? { from, to, lamports } : undefined;
  });
  const lookupTables = message.addressTableLookups.length > 0;
  const decoded = !lookupTables && instructions.length > 0 && transfers.every((transfer) => transfer !== undefined);

  return {
    facts: {
      feePayer: keys[0]!,
      transfers: decoded ? (transfers as SolTransfer[]) : undefined,
      programs,
      instructions: instructions.length,
      lookupTables,
      otherSigners: signers - 1,
    },
    async sign(signer) {
      const signature = await signer.sign(message.serialize());
      transaction.signatures[slot] = signature;
      return { wire: transaction.serialize(), signature };
    },
  };
}
