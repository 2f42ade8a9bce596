import type { SocialProvider } from '@latch/core';

/** A social provider, or Farcaster: its own view (a QR code for the person's Farcaster app), not a provider's window. */
export type SocialEntry = SocialProvider | 'farcaster';

export const SOCIAL_NAMES: Record<SocialEntry, string> = { google: 'Google', x: 'X', discord: 'Discord', farcaster: 'Farcaster', github: 'GitHub', apple: 'Apple', facebook: 'Facebook' };
