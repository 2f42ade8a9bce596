import bs58 from 'bs58';
import { z } from 'zod';

const base58Bytes = (length: number, what: string) =>
  z.string().max(128).refine((value) => {
    try {
      return bs58.decode(value).length === length;
    } catch {
      return false;
    }
  }, `not a valid ${what}`);

export const pubkey = base58Bytes(32, 'base58 public key');
export const signature = base58Bytes(64, 'base58 signature');
export const blockhash = base58Bytes(32, 'base58 blockhash');

const commitment = z.enum(['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max']);

/** What every read takes; the chain finalises each block at once, so commitment only needs to be valid. */
export const contextConfig = z.object({ commitment: commitment.optional(), minContextSlot: z.number().int().nonnegative().optional() });

export const accountEncoding = z.enum(['base58', 'base64', 'base64+zstd', 'jsonParsed']);
export const dataSlice = z.object({ offset: z.number().int().nonnegative(), length: z.number().int().nonnegative() });
export const accountConfig = contextConfig.extend({ encoding: accountEncoding.optional(), dataSlice: dataSlice.optional() });
export type AccountConfig = z.infer<typeof accountConfig>;

const wireEncoding = z.enum(['base58', 'base64']);
export const encodedTransaction = z.string().min(1).max(4096);

export const sendTransactionConfig = z.object({
  encoding: wireEncoding.optional(),
  skipPreflight: z.boolean().optional(),
  preflightCommitment: commitment.optional(),
  maxRetries: z.number().int().nonnegative().optional(),
  minContextSlot: z.number().int().nonnegative().optional(),
});

export const simulateTransactionConfig = z.object({
  encoding: wireEncoding.optional(),
  sigVerify: z.boolean().optional(),
  replaceRecentBlockhash: z.boolean().optional(),
  commitment: commitment.optional(),
  minContextSlot: z.number().int().nonnegative().optional(),
  innerInstructions: z.boolean().optional(),
  accounts: z.object({ addresses: z.array(pubkey).max(100), encoding: accountEncoding.optional() }).optional(),
});

export const lamports = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const tokenAccountsFilter = z.union([z.object({ mint: pubkey }).strict(), z.object({ programId: pubkey }).strict()]);

export const signaturesForAddressConfig = contextConfig.extend({
  limit: z.number().int().min(1).max(1000).optional(),
  before: signature.optional(),
  until: signature.optional(),
});

export const transactionConfig = contextConfig.extend({
  encoding: z.enum(['json', 'base64', 'base58', 'jsonParsed']).optional(),
  maxSupportedTransactionVersion: z.number().int().nonnegative().optional(),
});
