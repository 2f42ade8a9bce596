// The Solana signing methods of RPC_REQUEST (SPEC 6: unsafe, approved in the frame), in
// WalletConnect's Solana shapes: bytes as base58 (messages, signatures) or base64 (transactions).
// The frame checks every params object with these schemas before anything is shown; the adapter
// parses every answer with them.
import * as z from 'zod/mini';

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** A Solana packet is at most 1232 bytes: 1644 characters of base64. */
const MAX_TRANSACTION_BASE64 = 1644;
/** A message to sign: 4 KiB of text or bytes is far more than a sign-in message needs. */
const MAX_MESSAGE_BYTES = 4096;
const MAX_MESSAGE_BASE58 = Math.ceil(MAX_MESSAGE_BYTES * 1.37);

/**
 * SPEC 5: a Solana address is 32 to 44 base58 characters. `@latch/core/api` owns the pattern; this
 * package may not import core, so it keeps a copy, which the wallet frame's tests hold equal to it.
 */
export const SOLANA_ADDRESS_PATTERN = '[1-9A-HJ-NP-Za-km-z]{32,44}';
export const solanaAddressSchema = z.string().check(z.regex(new RegExp(`^${SOLANA_ADDRESS_PATTERN}$`), 'must be a Solana address: 32 to 44 base58 characters'));

const base58Schema = (what: string, max: number) => z.string().check(z.minLength(1, `${what} is empty`), z.maxLength(max, `${what} is too long`), z.regex(BASE58, `${what} must be base58`));
const transactionSchema = z.string().check(
  z.minLength(1, 'transaction is empty'),
  z.maxLength(MAX_TRANSACTION_BASE64, 'transaction is longer than a Solana packet'),
  z.regex(BASE64, 'transaction must be base64'),
);

/** SPEC 5: the sign-and-send options, and nothing else (a misspelt option is refused, not ignored); adapter-solana checks its `sendOptions` with it too. */
export const solanaSendOptionsSchema = z.strictObject(
  {
    skipPreflight: z.optional(z.boolean()),
    preflightCommitment: z.optional(z.enum(['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max'])),
    maxRetries: z.optional(z.int().check(z.nonnegative())),
    minContextSlot: z.optional(z.int().check(z.nonnegative())),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `not a sign-and-send option: ${issue.keys.join(', ')}` : undefined) },
);

export type SolanaSendOptions = z.infer<typeof solanaSendOptionsSchema>;

/** The params of each Solana method the frame signs. `pubkey`, when given, must be the account's. */
export const solanaParamsSchemas = {
  solana_signMessage: z.object({ message: base58Schema('message', MAX_MESSAGE_BASE58), pubkey: solanaAddressSchema }),
  solana_signTransaction: z.object({ transaction: transactionSchema, pubkey: z.optional(solanaAddressSchema) }),
  solana_signAndSendTransaction: z.object({ transaction: transactionSchema, pubkey: z.optional(solanaAddressSchema), sendOptions: z.optional(solanaSendOptionsSchema) }),
};

const signatureSchema = base58Schema('signature', 88);

/** What the frame answers for each: the signature (base58), or the signed transaction (base64). */
export const solanaResultSchemas = {
  solana_signMessage: z.object({ signature: signatureSchema }),
  solana_signTransaction: z.object({ transaction: transactionSchema, signature: z.optional(signatureSchema) }),
  solana_signAndSendTransaction: z.object({ signature: signatureSchema }),
};

export type SolanaSigningMethod = keyof typeof solanaParamsSchemas;
export type SolanaParams<M extends SolanaSigningMethod> = z.infer<(typeof solanaParamsSchemas)[M]>;
export type SolanaResult<M extends SolanaSigningMethod> = z.infer<(typeof solanaResultSchemas)[M]>;

export const isSolanaSigningMethod = (method: string): method is SolanaSigningMethod => Object.hasOwn(solanaParamsSchemas, method);

/** The params of `method` as its schema reads them, or an error naming each problem. */
export function parseSolanaParams<M extends SolanaSigningMethod>(method: M, params: unknown): SolanaParams<M> {
  const parsed = solanaParamsSchemas[method].safeParse(params);
  if (parsed.success) return parsed.data as SolanaParams<M>;
  const problems = parsed.error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message));
  throw new Error(`Invalid ${method} params: ${problems.join('; ')}`);
}
