// The social login's answers (apps/services README, "Social login"), as the wallet frame parses them
// and the services' OpenAPI document gives them.
import * as z from 'zod/mini';
import { apiErrorBodySchema } from '../errors.js';
import { SOCIAL_PROVIDERS } from '../socials.js';
import { isoDate, nonEmpty, pageUrlSchema, randomToken } from './fields.js';
import { issuedSessionSchema } from './sessions.js';

/** social/start: where the frame sends the login's window, and the state that names the login. */
export const socialStartResponseSchema = z.object({ authorizationUrl: pageUrlSchema, state: randomToken('must be a social login state'), expiresAt: isoDate });

/** Who signed in at the provider, as the services verified it from the ID token. */
export const socialIdentitySchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  email: nonEmpty,
  name: z.nullable(z.string()),
  picture: z.nullable(z.string()),
});
export type SocialIdentity = z.infer<typeof socialIdentitySchema>;

/** social/complete's 200: the session, with the identity; link's and separate's too. */
export const socialCompletionSchema = z.object({ ...issuedSessionSchema.shape, identity: socialIdentitySchema });
export type SocialCompletion = z.infer<typeof socialCompletionSchema>;

/** What the services answer a social login whose new identity carries an account's address: ask for the code they mailed there. */
export const VERIFY_LINK = 'VERIFY_LINK';
/** social/complete's 409 for such a login: the error body, naming the address the code went to. */
export const linkAskedResponseSchema = z.object({ ...apiErrorBodySchema.shape, action: z.literal(VERIFY_LINK), email: nonEmpty });
export type LinkAsked = z.infer<typeof linkAskedResponseSchema>;
/** social/link/resend: another code is on its way. */
export const linkResentResponseSchema = z.object({ action: z.literal(VERIFY_LINK) });
