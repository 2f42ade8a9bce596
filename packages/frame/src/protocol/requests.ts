// What the app may ask the frame (SPEC 3 and 4), and the schema the frame-side host checks
// every incoming message against.
import * as z from 'zod/mini';
import { APP_PREFIX, APP_REQUEST_TYPES, type AppRequestType } from './constants.js';
import { SAFE_RPC_METHODS, UNSAFE_RPC_METHODS } from './rpcMethods.js';
import {
  accountTypeSchema,
  chainIdSchema,
  emailSchema,
  emptyPayloadSchema,
  messageIdSchema,
  languageTagSchema,
  nonEmptyStringSchema,
  socialProviderSchema,
} from './shared.js';

/** SPEC 5: only known safe or unsafe RPC methods are accepted. */
export const rpcMethodSchema = z.enum([...SAFE_RPC_METHODS, ...UNSAFE_RPC_METHODS]);

const themeVariablesSchema = z.record(z.string(), z.union([z.string(), z.number()]));

const dappMetadataSchema = z.object({
  name: z.string(),
  description: z.string(),
  url: z.string(),
  icons: z.array(z.string()),
});

/** The payload schema of each request type. */
export const requestPayloadSchemas = {
  SWITCH_NETWORK: z.object({ chainId: chainIdSchema }),
  CONNECT_EMAIL: z.object({ email: emailSchema }),
  /**
   * The frame asks the person for the device code on its own screen (the app shows the frame over
   * its EmailVerifyDevice view): no code ever comes from the app. Extra keys are stripped.
   */
  CONNECT_DEVICE: emptyPayloadSchema,
  /** The same for the one-time login code (EmailVerifyOtp). */
  CONNECT_OTP: emptyPayloadSchema,
  /** The person presses the frame's own button for `provider`: the provider's window, and its answer, are the frame's alone. */
  CONNECT_SOCIAL: z.object({ provider: socialProviderSchema, preferredAccountType: z.optional(accountTypeSchema) }),
  /** The frame shows the sign-in link and its QR code on its own screen, and the account that approved for the person to confirm: no link crosses to the app. */
  CONNECT_FARCASTER: emptyPayloadSchema,
  /**
   * Passkeys: the frame shows its own screen whose button starts the WebAuthn ceremony on the
   * frame's origin (the app shows the frame over its view); nothing of the ceremony reaches the app.
   */
  ADD_PASSKEY: emptyPayloadSchema,
  CONNECT_PASSKEY: emptyPayloadSchema,
  GET_USER: z.optional(z.object({ chainId: z.optional(chainIdSchema), preferredAccountType: z.optional(accountTypeSchema) })),
  SIGN_OUT: emptyPayloadSchema,
  IS_CONNECTED: emptyPayloadSchema,
  GET_CHAIN_ID: emptyPayloadSchema,
  RPC_REQUEST: z.object({
    method: rpcMethodSchema,
    params: z.optional(z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())])),
    chainId: z.optional(chainIdSchema),
  }),
  UPDATE_EMAIL: z.object({ email: emailSchema }),
  /** Codes of an email update are typed into the frame too, never sent by the app. */
  UPDATE_EMAIL_PRIMARY_OTP: emptyPayloadSchema,
  UPDATE_EMAIL_SECONDARY_OTP: emptyPayloadSchema,
  SYNC_THEME: z.object({
    themeMode: z.enum(['light', 'dark']),
    themeVariables: z.optional(themeVariablesSchema),
    w3mThemeVariables: z.optional(themeVariablesSchema),
  }),
  SYNC_DAPP_DATA: z.object({
    metadata: z.optional(dappMetadataSchema),
    projectId: nonEmptyStringSchema,
    sdkVersion: z.string(),
    sdkType: z.string(),
    /** The dApp's SPEC 7 features the frame acts on: smartSessions lets it ask for ERC-7715 permissions. */
    features: z.optional(z.object({ smartSessions: z.optional(z.boolean()) })),
    /** The modal's active locale: the frame draws its screens in it where it ships it, else in English. */
    locale: z.optional(languageTagSchema),
  }),
  GET_SESSION_TOKEN: emptyPayloadSchema,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: emptyPayloadSchema,
  INIT_SMART_ACCOUNT: emptyPayloadSchema,
  SET_PREFERRED_ACCOUNT: z.object({ type: accountTypeSchema }),
  RELOAD: emptyPayloadSchema,
  /**
   * With `requestId`, the app stopped waiting for that approval (it timed out or was aborted): the frame
   * rejects that request alone, queued or on screen. Without it, the app stopped showing the frame (the
   * person closed the modal): what waits there for the person, an approval or a code, is rejected.
   */
  CANCEL_APPROVAL: z.optional(z.object({ requestId: z.optional(messageIdSchema) })),
} satisfies Record<AppRequestType, z.ZodMiniType>;

/** What the app sends with a request of type `T`. */
export type RequestPayload<T extends AppRequestType> = z.infer<(typeof requestPayloadSchemas)[T]>;

/** A request on the wire: `@latch-app/<T>`, the client's id, and the payload. */
export type AppRequest<T extends AppRequestType = AppRequestType> = {
  [K in T]: { type: `${typeof APP_PREFIX}${K}`; id: string; payload: RequestPayload<K> };
}[T];

/** Every app request, discriminated on `type`. Unknown types, missing ids and malformed payloads fail. */
export const appRequestSchema = z.discriminatedUnion(
  'type',
  APP_REQUEST_TYPES.map((type) =>
    z.object({ type: z.literal(`${APP_PREFIX}${type}`), id: messageIdSchema, payload: requestPayloadSchemas[type] }),
  ) as unknown as [z.ZodMiniObject, ...z.ZodMiniObject[]],
) as unknown as z.ZodMiniType<AppRequest>;
