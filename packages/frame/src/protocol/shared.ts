// Field schemas shared by requests and replies (SPEC 3 and 5). zod/mini keeps the app-side
// client small: it ships to browsers.
import * as z from 'zod/mini';

export const nonEmptyStringSchema = z.string().check(z.minLength(1));
/** A BCP 47 language tag as Intl writes one (`pt-BR`, `zh-Hans-CN`): letters, digits and hyphens only, so it can never name a path. */
export const languageTagSchema = z.string().check(z.regex(/^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8}){0,6}$/));

/** A request id: made by the client, echoed by the reply. */
export const messageIdSchema = z.string().check(z.minLength(1), z.maxLength(128));

/** A chain id: CAIP-2 reference as a string (e.g. a Solana genesis hash) or an EVM number. */
export const chainIdSchema = z.union([nonEmptyStringSchema, z.int().check(z.nonnegative())]);

/** SPEC 5: email fields (connect, update, new, user) must be valid email addresses. */
export const emailSchema = z.email();

/** SPEC 6: the account types of the embedded wallet. */
export const accountTypeSchema = z.enum(['eoa', 'smartAccount']);

/** SPEC 5: a social provider is one of these: `@latch/core/api`'s SOCIAL_PROVIDERS, copied here (no core import), held equal by the wallet frame's tests. */
export const socialProviderSchema = z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord']);

/** A payload that carries nothing: absent, or an empty object (extra keys are stripped). */
export const emptyPayloadSchema = z.optional(z.object({}));

/** The user the frame reports after a connect (SPEC 3); after a social login, the provider it came through. */
export const frameUserSchema = z.object({
  email: z.optional(z.nullable(emailSchema)),
  address: nonEmptyStringSchema,
  chainId: chainIdSchema,
  accounts: z.optional(z.array(z.object({ address: nonEmptyStringSchema, type: accountTypeSchema }))),
  userName: z.optional(z.nullable(z.string())),
  socialProvider: z.optional(socialProviderSchema),
  preferredAccountType: z.optional(z.string()),
  smartAccountDeployed: z.optional(z.boolean()),
});

/**
 * Who logged in, as an app keeps it with the account (core's EmbeddedUser): the email, the name at the
 * provider, the provider; and the type of the address the frame answered with (a smart account on a
 * smart-account-enabled network, with whether it is deployed yet), found in the user's accounts.
 */
export const loggedInUser = ({ email, userName, socialProvider, address, accounts, smartAccountDeployed }: z.infer<typeof frameUserSchema>) => {
  const accountType = accounts?.find((account) => account.address.toLowerCase() === address.toLowerCase())?.type;
  return {
    email,
    username: userName,
    ...(socialProvider ? { socialProvider } : {}),
    ...(accountType ? { accountType } : {}),
    ...(accountType === 'smartAccount' && smartAccountDeployed !== undefined ? { smartAccountDeployed } : {}),
  };
};

/** The payload of every `_ERROR` reply. */
export const errorPayloadSchema = z.object({ message: z.string() });

export type ChainId = z.infer<typeof chainIdSchema>;
export type AccountType = z.infer<typeof accountTypeSchema>;
export type SocialProvider = z.infer<typeof socialProviderSchema>;
export type FrameUser = z.infer<typeof frameUserSchema>;
export type ErrorPayload = z.infer<typeof errorPayloadSchema>;
