// Every message of social login, written once: the callback's pages show them, the frame's
// complete answers them, the tests refer to them.
import { PROVIDER_NAMES, type SocialProvider } from './providers.js';
import { USER_INFO_REFUSALS, type UserInfoRefusal } from './userInfo.js';
import { saidFrom, type Said } from '../../http/errors.js';

const named = (provider: SocialProvider) => PROVIDER_NAMES[provider];

/** Why an ID token was refused, in the words the refusal ends with. */
export const TOKEN_REFUSALS = {
  signature: "its signature is not the provider's",
  issuer: 'it names another issuer',
  audience: 'it is for another app',
  nonce: 'it answers another sign-in (nonce)',
  expired: 'it has expired',
  issuedAt: 'its issue time is in the future or too long ago',
  algorithm: 'it is signed with an algorithm the provider does not use',
  malformed: 'it is not a well-formed ID token',
  claims: 'it lacks the subject or the email',
} as const;

export type TokenRefusal = keyof typeof TOKEN_REFUSALS;

export const SOCIAL_MESSAGES = {
  notConfigured: (provider: SocialProvider) => `Sign-in with ${named(provider)} is not configured`,
  stateInvalid: 'This sign-in link is not valid: start again from the app',
  stateUsed: 'This sign-in link was used already: start again from the app',
  stateOtherProvider: 'This sign-in link is for another provider: start again from the app',
  expired: 'The sign-in took too long: start again from the app',
  denied: (provider: SocialProvider) => `The sign-in with ${named(provider)} was cancelled`,
  providerError: (provider: SocialProvider, error: string) => `${named(provider)} could not sign you in (${error})`,
  otherIssuer: (provider: SocialProvider) => `The answer did not come from ${named(provider)}, where the sign-in started`,
  exchangeFailed: (provider: SocialProvider) => `${named(provider)} refused the sign-in code`,
  providerUnreachable: (provider: SocialProvider) => `${named(provider)} could not be reached: try again later`,
  tokenRefused: (provider: SocialProvider, why: TokenRefusal) => `${named(provider)}'s ID token was refused: ${TOKEN_REFUSALS[why]}`,
  userInfoRefused: (provider: SocialProvider, why: UserInfoRefusal) => `${named(provider)}'s user info was refused: ${USER_INFO_REFUSALS[why]}`,
  emailUnverified: (provider: SocialProvider) => `${named(provider)} has not verified this email address`,
  otherResponseMode: (provider: SocialProvider) => `This is not how ${named(provider)} answers a sign-in: start again from the app`,
  signedIn: (provider: SocialProvider) => `Signed in with ${named(provider)}`,
  closeWindow: 'The wallet that opened this window finishes your sign-in and closes it.',
  openerLost: 'This window lost its link to the wallet that opened it: close it and start the sign-in again in the wallet.',
  completionMissing: 'This sign-in finishes only in the wallet window that opened it: start it again there',
  unknownLogin: 'No sign-in under way for this state: start again',
  completed: 'This sign-in was completed already: start again',
  frameOnly: "Forbidden: only the wallet frame's origin may sign in with a social provider",
  consentAsked: 'This email has a wallet already: to sign in to it, enter the code we emailed there, or continue with a new wallet',
  noConsentAsked: 'This sign-in is not waiting for a code or a choice: start again from the app',
  internal: 'Something went wrong: start again from the app',
} as const;

/** The words of SOCIAL_MESSAGES a person reads on the wallet's screens, said with their ids. */
export const SOCIAL_SAID = saidFrom('social', SOCIAL_MESSAGES, ['expired', 'completed', 'unknownLogin', 'noConsentAsked', 'stateOtherProvider']);

const byProvider = (messageId: string, message: string, provider: SocialProvider, values: Record<string, string> = {}): Said => ({
  message,
  messageId,
  values: { provider: named(provider), ...values },
});

/** How a provider's answer failed, as the person reads it in the frame: said with its id, the provider's name (and its error code or the refusal's reason) as values. */
export const SOCIAL_FAILURE_SAID = {
  denied: (provider: SocialProvider) => byProvider('socialDenied', SOCIAL_MESSAGES.denied(provider), provider),
  providerError: (provider: SocialProvider, error: string) => byProvider('socialProviderError', SOCIAL_MESSAGES.providerError(provider, error), provider, { error }),
  exchangeFailed: (provider: SocialProvider) => byProvider('socialExchangeFailed', SOCIAL_MESSAGES.exchangeFailed(provider), provider),
  providerUnreachable: (provider: SocialProvider) => byProvider('socialProviderUnreachable', SOCIAL_MESSAGES.providerUnreachable(provider), provider),
  emailUnverified: (provider: SocialProvider) => byProvider('socialEmailUnverified', SOCIAL_MESSAGES.emailUnverified(provider), provider),
  notConfigured: (provider: SocialProvider) => byProvider('socialNotConfigured', SOCIAL_MESSAGES.notConfigured(provider), provider),
  otherIssuer: (provider: SocialProvider) => byProvider('socialOtherIssuer', SOCIAL_MESSAGES.otherIssuer(provider), provider),
  // The reason travels as its key, so the frame says it in the person's language too.
  tokenRefused: (provider: SocialProvider, reason: TokenRefusal) => byProvider('socialTokenRefused', SOCIAL_MESSAGES.tokenRefused(provider, reason), provider, { reason }),
  userInfoRefused: (provider: SocialProvider, reason: UserInfoRefusal) => byProvider('socialUserInfoRefused', SOCIAL_MESSAGES.userInfoRefused(provider, reason), provider, { reason }),
} as const;
