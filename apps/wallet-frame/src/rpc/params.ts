// The params of the unsafe methods the frame signs, checked with zod before anything is shown to
// the person (SPEC 5: batch-call targets and data start with 0x).
import { EVM_ADDRESS } from '@latch/core/api';
import * as z from 'zod/mini';

const address = z.string().check(z.regex(EVM_ADDRESS, 'must be an address: 0x and 40 hex digits'));
const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/, 'must be 0x and hex digits'));
const quantity = z.union([z.string().check(z.regex(/^(0x[0-9a-fA-F]+|\d+)$/, 'must be a hex or decimal quantity')), z.number().check(z.int(), z.nonnegative())]);

export const personalSignParams = z.tuple([z.string(), address]);

export const typedDataSchema = z.object({
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string().check(z.minLength(1)),
  domain: z.record(z.string(), z.unknown()),
  message: z.record(z.string(), z.unknown()),
});
export type TypedData = z.infer<typeof typedDataSchema>;

export const signTypedDataParams = z.tuple([address, z.union([z.string(), typedDataSchema])]);

export const transactionSchema = z.object({
  from: z.optional(address),
  to: z.optional(z.nullable(address)),
  value: z.optional(quantity),
  data: z.optional(hex),
  input: z.optional(hex),
  gas: z.optional(quantity),
  gasLimit: z.optional(quantity),
  gasPrice: z.optional(quantity),
  maxFeePerGas: z.optional(quantity),
  maxPriorityFeePerGas: z.optional(quantity),
  nonce: z.optional(quantity),
  chainId: z.optional(quantity),
});
export type TransactionRequest = z.infer<typeof transactionSchema>;

export const sendTransactionParams = z.tuple([transactionSchema]);

export const callSchema = z.object({
  to: z.string().check(z.startsWith('0x', 'A call target must start with 0x'), z.regex(EVM_ADDRESS, 'A call target must be an address')),
  data: z.optional(z.string().check(z.startsWith('0x', 'Call data must start with 0x'), z.regex(/^0x[0-9a-fA-F]*$/, 'Call data must be hex'))),
  value: z.optional(quantity),
});

export const sendCallsParams = z.tuple([
  z.object({
    version: z.optional(z.string()),
    id: z.optional(z.string()),
    chainId: z.optional(quantity),
    from: z.optional(address),
    atomicRequired: z.optional(z.boolean()),
    calls: z.array(callSchema).check(z.minLength(1, 'wallet_sendCalls needs at least one call'), z.maxLength(32, 'at most 32 calls')),
    capabilities: z.optional(z.record(z.string(), z.unknown())),
  }),
]);

export const getCallsStatusParams = z.tuple([z.string().check(z.minLength(1))]);

/** The params as `schema` reads them, or an error naming what is wrong. */
export function parseParams<S extends z.ZodMiniType>(method: string, schema: S, params: unknown): z.infer<S> {
  const parsed = schema.safeParse(params ?? []);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message));
  throw new Error(`Invalid ${method} params: ${problems.join('; ')}`);
}

export const toBigInt = (value: string | number | undefined): bigint | undefined => (value === undefined ? undefined : BigInt(value));
