import { emailSchema, otpSchema, SOCIAL_PROVIDERS, socialProviderSchema, socialsForTelegram } from './auth.js';

describe('email and OTP fields (SPEC 5)', () => {
  it.each(['a@b.co', 'first.last+tag@example.org'])('accepts %s', (email) => {
    expect(emailSchema.safeParse(email).success).toBe(true);
  });

  it.each(['', 'plain', 'a@', '@b.co', 'a b@c.de', 42, null])('refuses %p', (email) => {
    expect(emailSchema.safeParse(email).success).toBe(false);
  });

  it('takes OTPs as strings only', () => {
    expect(otpSchema.safeParse('012345').success).toBe(true);
    expect(otpSchema.safeParse(12345).success).toBe(false);
  });
});

describe('social providers (SPEC 5, SPEC 6)', () => {
  it('are google, github, apple, facebook, x and discord', () => {
    for (const provider of SOCIAL_PROVIDERS) expect(socialProviderSchema.safeParse(provider).success).toBe(true);
    expect(SOCIAL_PROVIDERS).toHaveLength(6);
    expect(socialProviderSchema.safeParse('farcaster').success).toBe(false);
    expect(socialProviderSchema.safeParse('Google').success).toBe(false);
  });

  const all = ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'];
  it.each([
    ['ios', ['x', 'farcaster', 'discord', 'apple', 'github', 'facebook']],
    ['macos', ['google', 'farcaster', 'discord', 'apple', 'github', 'facebook']],
    ['android', ['google', 'farcaster', 'discord', 'apple', 'github']],
    ['other', all],
  ] as const)('inside Telegram on %s keeps %p', (platform, kept) => {
    expect(socialsForTelegram(all, platform)).toEqual(kept);
  });
});
