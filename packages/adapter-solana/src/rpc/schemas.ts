// The RPC answers the adapter reads, parsed here: @solana/web3.js checks their JSON shape, these
// check what the adapter relies on (a lamport count that is a count, a signature that is one).
import * as z from 'zod/mini';

const count = z.number().check(z.int(), z.nonnegative());
const base58 = (min: number, max: number) => z.string().check(z.regex(new RegExp(`^[1-9A-HJ-NP-Za-km-z]{${min},${max}}$`)));

/** A transaction signature, base58 of 64 bytes. */
export const signatureSchema = base58(64, 88);
export const lamportsSchema = count;
export const blockHeightSchema = count;
export const latestBlockhashSchema = z.object({ blockhash: base58(32, 44), lastValidBlockHeight: count });

/** getSignatureStatuses' value for one signature: null while the node has not seen it. */
export const signatureStatusSchema = z.nullable(
  z.object({
    err: z.unknown(),
    confirmationStatus: z.optional(z.nullable(z.enum(['processed', 'confirmed', 'finalized']))),
  }),
);
