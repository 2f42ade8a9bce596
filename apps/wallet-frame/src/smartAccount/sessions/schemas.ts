// ERC-7715's requests as the embedded wallet takes them, checked with zod before anything is shown.
// The wallet itself holds the session key (signer type `wallet`): the app never has a key to sign
// with, it sends wallet_sendCalls with the permission's context and the frame signs within it.
// One permission is granted: native-token-transfer limited by a token-allowance policy, the shape
// viem's grantPermissions sends, which the account's spend limit enforces on chain.
import { EVM_ADDRESS } from '@latch/core/api';
import * as z from 'zod/mini';

export const SIGNER_TYPE = 'wallet';
export const PERMISSION_TYPE = 'native-token-transfer';
export const POLICY_TYPE = 'token-allowance';
/** The longest a session may last: a week. */
export const MAX_SESSION_SECONDS = 7 * 24 * 3600;
/** The account stores the limit as uint128. */
const MAX_ALLOWANCE = (1n << 128n) - 1n;

const address = z.string().check(z.regex(EVM_ADDRESS, 'must be an address: 0x and 40 hex digits'));
/** A permission's context: the session key's address, which names the session and is no secret. */
export const permissionContext = z.string().check(z.regex(EVM_ADDRESS, 'must be a permission context this wallet gave'));
const chainId = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,13}$/, 'must be a hex chain id'));
const allowance = z.pipe(
  z.union([z.string().check(z.regex(/^(0x[0-9a-fA-F]+|\d+)$/, 'must be a hex or decimal amount')), z.number().check(z.int(), z.nonnegative())]),
  z.transform((value) => BigInt(value)),
).check(z.refine((value) => value > 0n && value <= MAX_ALLOWANCE, 'must be more than 0 and fit in 128 bits'));

const policy = z.object({ type: z.string(), data: z.optional(z.record(z.string(), z.unknown())) });
const allowancePolicy = z.object({ type: z.literal(POLICY_TYPE), data: z.object({ allowance }) });

const permission = z.object({
  type: z.literal(PERMISSION_TYPE, `Only ${PERMISSION_TYPE} permissions are granted`),
  data: z.optional(z.object({ ticker: z.optional(z.string().check(z.maxLength(16))) })),
  policies: z.array(policy).check(z.minLength(1, `A ${PERMISSION_TYPE} permission needs a ${POLICY_TYPE} policy: the spend limit`), z.maxLength(8)),
  required: z.optional(z.boolean()),
});

export const grantPermissionsParams = z.tuple([
  z.object({
    chainId,
    address: z.optional(address),
    /** Unix seconds. */
    expiry: z.number().check(z.int('must be unix seconds'), z.positive()),
    signer: z.optional(z.object({ type: z.literal(SIGNER_TYPE, `The wallet keeps the session key itself: the signer type must be '${SIGNER_TYPE}'`), data: z.optional(z.record(z.string(), z.unknown())) })),
    permissions: z.array(permission).check(z.length(1, 'Exactly one permission is granted at a time')),
    policies: z.optional(z.array(policy).check(z.maxLength(0, 'Request-wide policies are not supported'))),
  }),
]);
export type PermissionRequest = z.infer<typeof grantPermissionsParams>[0];

export const revokePermissionsParams = z.tuple([z.object({ permissionContext })]);

/** wallet_sendCalls' `permissions` capability (ERC-7715): the calls go within that permission. */
export const permissionsCapability = z.object({ context: permissionContext });

/** The spend limit of a request whose permission passed the schema: its token-allowance policy's allowance. */
export function spendLimitOf(request: PermissionRequest): bigint {
  const policies = request.permissions[0]!.policies;
  const limits = policies.filter((entry) => entry.type === POLICY_TYPE);
  if (limits.length !== 1 || limits.length !== policies.length) throw new Error(`Invalid wallet_grantPermissions params: the permission takes one ${POLICY_TYPE} policy and no other`);
  const parsed = allowancePolicy.safeParse(limits[0]);
  if (!parsed.success) throw new Error(`Invalid wallet_grantPermissions params: ${POLICY_TYPE}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`);
  return parsed.data.data.allowance;
}

/** A granted session as the frame keeps it in its own origin's storage. */
export const storedSessionSchema = z.object({
  context: permissionContext,
  /** The session key, sealed with AES-GCM under the device key (as the account's own keys are). */
  sealedKey: z.string().check(z.regex(/^[A-Za-z0-9_-]+$/, 'must be base64url')),
  /** The person's account the app knows, and the session account its key sends from (owned by that account). */
  account: address,
  sessionAccount: address,
  chainId: z.number().check(z.int()),
  /** The app's origin the person granted it to: only that origin sends within it. */
  origin: z.string(),
  spendLimit: z.string().check(z.regex(/^\d+$/)),
  expiry: z.number().check(z.int()),
  /** What the app asked for, answered back with the context. */
  request: z.record(z.string(), z.unknown()),
});
export type StoredSession = z.infer<typeof storedSessionSchema>;
