import { ComputeBudgetProgram, SystemProgram, type VersionedMessage } from '@solana/web3.js';

export const LAMPORTS_PER_SIGNATURE = 5000;
const BUILTIN_INSTRUCTION_UNITS = 3000;
const DEFAULT_INSTRUCTION_UNITS = 200_000;
const MAX_COMPUTE_UNITS = 1_400_000;
const MICRO_LAMPORTS_PER_LAMPORT = 1_000_000n;
// ComputeBudget instruction tags.
const SET_COMPUTE_UNIT_LIMIT = 2;
const SET_COMPUTE_UNIT_PRICE = 3;

// Builtins the runtime budgets at 3000 units an instruction when no limit is set; everything else gets 200 000.
const BUILTIN_PROGRAMS = new Set([SystemProgram.programId.toBase58(), ComputeBudgetProgram.programId.toBase58()]);

/**
 * The fee the runtime charges for a message: 5000 lamports a signature plus the priority fee,
 * compute-unit price times the compute-unit limit (the requested one, or the default).
 */
export function feeForMessage(message: VersionedMessage): bigint {
  const keys = message.staticAccountKeys.map((key) => key.toBase58());
  let limit: number | undefined;
  let microLamportsPerUnit = 0n;
  let defaultLimit = 0;
  for (const instruction of message.compiledInstructions) {
    const program = keys[instruction.programIdIndex];
    const data = Buffer.from(instruction.data);
    defaultLimit += BUILTIN_PROGRAMS.has(program ?? '') ? BUILTIN_INSTRUCTION_UNITS : DEFAULT_INSTRUCTION_UNITS;
    if (program !== ComputeBudgetProgram.programId.toBase58()) continue;
    if (data[0] === SET_COMPUTE_UNIT_LIMIT && data.length >= 5) limit = data.readUInt32LE(1);
    if (data[0] === SET_COMPUTE_UNIT_PRICE && data.length >= 9) microLamportsPerUnit = data.readBigUInt64LE(1);
  }
  const units = BigInt(Math.min(limit ?? defaultLimit, MAX_COMPUTE_UNITS));
  const priorityFee = (microLamportsPerUnit * units + MICRO_LAMPORTS_PER_LAMPORT - 1n) / MICRO_LAMPORTS_PER_LAMPORT;
  return BigInt(message.header.numRequiredSignatures * LAMPORTS_PER_SIGNATURE) + priorityFee;
}
