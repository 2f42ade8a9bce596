// What the frame answers to each request when it succeeds (SPEC 3 and 4).
import * as z from 'zod/mini';
import type { AppRequestType } from './constants.js';
import { accountTypeSchema, chainIdSchema, emailSchema, emptyPayloadSchema, frameUserSchema, nonEmptyStringSchema } from './shared.js';

const chainIdPayloadSchema = z.object({ chainId: chainIdSchema });

/** The success payload schema of each request type. */
export const successPayloadSchemas = {
  SWITCH_NETWORK: chainIdPayloadSchema,
  CONNECT_EMAIL: z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) }),
  /** The person typed the right device code into the frame; the code itself never comes back. */
  CONNECT_DEVICE: z.object({ action: z.literal('VERIFY_OTP') }),
  CONNECT_OTP: emptyPayloadSchema,
  CONNECT_SOCIAL: frameUserSchema,
  CONNECT_FARCASTER: z.object({ userName: nonEmptyStringSchema }),
  /** The passkey was added; `sealed` when the key backup is now sealed under it too (WebAuthn PRF). */
  ADD_PASSKEY: z.object({ sealed: z.boolean() }),
  CONNECT_PASSKEY: frameUserSchema,
  GET_USER: frameUserSchema,
  SIGN_OUT: emptyPayloadSchema,
  IS_CONNECTED: z.object({ isConnected: z.boolean() }),
  GET_CHAIN_ID: chainIdPayloadSchema,
  RPC_REQUEST: z.object({ result: z.unknown() }),
  UPDATE_EMAIL: z.object({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }),
  UPDATE_EMAIL_PRIMARY_OTP: emptyPayloadSchema,
  UPDATE_EMAIL_SECONDARY_OTP: z.object({ newEmail: emailSchema }),
  SYNC_THEME: emptyPayloadSchema,
  SYNC_DAPP_DATA: emptyPayloadSchema,
  GET_SESSION_TOKEN: z.object({ token: nonEmptyStringSchema }),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: z.object({ smartAccountEnabledNetworks: z.array(z.int()) }),
  INIT_SMART_ACCOUNT: z.object({ address: nonEmptyStringSchema, isDeployed: z.boolean() }),
  SET_PREFERRED_ACCOUNT: z.object({ type: accountTypeSchema, address: nonEmptyStringSchema }),
  RELOAD: emptyPayloadSchema,
  /** Whether an approval was waiting (and is now rejected). */
  CANCEL_APPROVAL: z.object({ cancelled: z.boolean() }),
} satisfies Record<AppRequestType, z.ZodMiniType>;

/** What the frame answers to a request of type `T` when it succeeds. */
export type SuccessPayload<T extends AppRequestType> = z.infer<(typeof successPayloadSchemas)[T]>;
