import * as z from 'zod/mini';

export { SOCIAL_PROVIDERS, socialsForTelegram, type SocialProvider, type TelegramPlatform } from './socialProviders.js';

/** SPEC 5: email fields (connect, update, new, user) are valid email addresses. */
export const emailSchema = z.email();
