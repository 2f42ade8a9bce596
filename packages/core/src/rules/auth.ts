import * as z from 'zod/mini';
import { SOCIAL_PROVIDERS } from './socialProviders.js';

export { SOCIAL_PROVIDERS, socialsForTelegram, type SocialProvider, type TelegramPlatform } from './socialProviders.js';

/** SPEC 5: email fields (connect, update, new, user) are valid email addresses. */
export const emailSchema = z.email();
/** SPEC 5: OTP fields are strings. */
export const otpSchema = z.string();

export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS);
