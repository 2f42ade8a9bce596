// The six social providers the local OpenID provider stands in for (SPEC 5's list), each under
// its own issuer path with one client: the services' local defaults name the same ids and secrets
// (apps/services, "Social login"), as a real app's registration at each provider would. The devnet
// is the world outside Latch and imports none of it: the services' tests hold this list and these
// names to `@latch/core/api`'s SOCIAL_PROVIDERS and the services' PROVIDER_NAMES.
import { createHash } from 'node:crypto';

export const STAND_IN_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const;
export type StandInProvider = (typeof STAND_IN_PROVIDERS)[number];

export const STAND_IN_NAMES: Record<StandInProvider, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
};

export interface StandInClient {
  clientId: string;
  clientSecret: string;
}

/** The one client each stand-in knows: public dev values, never a real secret. */
export function standInClient(provider: StandInProvider): StandInClient {
  return { clientId: `latch-local-${provider}`, clientSecret: `latch-local-${provider}-secret` };
}

/** The scopes each stand-in grants: an ID token with the email and the profile's name and picture. */
export const STAND_IN_SCOPES = ['openid', 'email', 'profile'] as const;

/**
 * The provider's user id for an email: stable across restarts (the stand-in keeps no accounts on
 * disk), different at each provider, digits as Google's are.
 */
export function standInSubject(provider: StandInProvider, email: string): string {
  const digest = createHash('sha256').update(`${provider}:${email}`).digest('hex');
  return BigInt(`0x${digest.slice(0, 16)}`).toString().padStart(20, '0');
}
