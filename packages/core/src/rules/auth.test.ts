import { emailSchema, SOCIAL_PROVIDERS, socialsForTelegram } from './auth.js';

describe('email fields (SPEC 5)', () => {
  it.each(['a@b.co', 'first.last+tag@example.org'])('accepts %s', (email) => {
    expect(emailSchema.safeParse(email).success).toBe(true);
  });

  it.each(['', 'plain', 'a@', '@b.co', 'a b@c.de', 42, null])('refuses %p', (email) => {
    expect(emailSchema.safeParse(email).success).toBe(false);
  });
});

describe('social providers (SPEC 5, SPEC 6)', () => {
  it('are google, github, apple, facebook, x and discord', () => {
    expect(SOCIAL_PROVIDERS).toEqual(['google', 'github', 'apple', 'facebook', 'x', 'discord']);
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
