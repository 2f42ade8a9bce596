import { connectSocial } from '../../actions/social.js';
import { SOCIAL_LOGIN_UNAVAILABLE, SOCIAL_WINDOW_BLOCKED, SOCIAL_WINDOW_CLOSED } from '../../errors/catalogue.js';
import { memoryAdapter } from '../../testing/memoryAdapter.js';
import { memorySocialLogin } from '../../testing/memorySocialLogin.js';
import { flush } from '../../../test/flush.js';
import { testLatch } from '../../../test/setup.js';
import { SOCIAL_PROVIDER_KEY } from '../connection/disconnectThunks.js';
import { selectSocialLogins, socialsOnPlatform } from './socials.js';
import { SOCIAL_WINDOW_CHECK_MS } from './socialThunks.js';

const AUTH = { id: 'auth', name: 'Email', type: 'AUTH' as const, chain: 'eip155' as const };
const PAGE = 'http://127.0.0.1:3900/google/auth?state=s1';

function popupWindow() {
  return { closed: false, location: { href: '' }, close() { this.closed = true; } };
}

function socialSetup() {
  const social = memorySocialLogin(PAGE);
  const wallet = memoryAdapter({ connectors: [AUTH] });
  Object.assign(wallet.adapter, { socialLogin: social.socialLogin });
  const setup = testLatch({ adapters: [wallet.adapter] });
  return { ...setup, wallet, asked: social.asked, finish: social.finish };
}

describe('social login', () => {
  it("sends the person's window to the provider, and once the frame holds the session connects through the auth connector", async () => {
    const { latch, wallet, asked, finish, storage } = socialSetup();
    const popup = popupWindow();
    const login = connectSocial(latch, 'google', popup);
    await flush();
    expect(popup.location.href).toBe(PAGE);
    expect(latch.getState().accounts.eip155).toMatchObject({ socialWindow: true, socialProvider: 'google' });
    finish();
    await login;
    expect(asked).toEqual(['uri:google', `connect:${PAGE}`]);
    expect(wallet.calls).toContain('connect:auth');
    expect(latch.getState().accounts.eip155).toMatchObject({ status: 'connected', socialProvider: 'google', socialWindow: false });
    expect(storage.get(SOCIAL_PROVIDER_KEY, { safeParse: (v: unknown) => ({ success: true as const, data: v }) })).toBe('google');
    expect(popup.closed).toBe(true);
  });

  it('says the window was closed when the person closes it before the login ends, and connects nothing', async () => {
    const { latch, wallet, clock } = socialSetup();
    const popup = popupWindow();
    const login = connectSocial(latch, 'github', popup);
    await flush();
    popup.closed = true;
    clock.advance(SOCIAL_WINDOW_CHECK_MS);
    await expect(login).rejects.toThrow(SOCIAL_WINDOW_CLOSED);
    expect(wallet.calls).not.toContain('connect:auth');
    expect(latch.getState().accounts.eip155).toMatchObject({ status: 'disconnected', socialWindow: false });
    expect(latch.getState().accounts.eip155?.socialProvider).toBeUndefined();
  });

  it("passes the frame's refusal on (a denied consent) and closes the window", async () => {
    const { latch, finish } = socialSetup();
    const popup = popupWindow();
    const login = connectSocial(latch, 'x', popup);
    await flush();
    finish(new Error('The sign-in was denied at the provider.'));
    await expect(login).rejects.toThrow('The sign-in was denied at the provider.');
    expect(popup.closed).toBe(true);
    expect(latch.getState().accounts.eip155?.status).toBe('disconnected');
  });

  it('says a blocked window was blocked, and that no wallet offers social login when none does', async () => {
    const { latch } = socialSetup();
    await expect(connectSocial(latch, 'google', null)).rejects.toThrow(SOCIAL_WINDOW_BLOCKED);
    const plain = testLatch();
    const popup = popupWindow();
    await expect(connectSocial(plain.latch, 'google', popup)).rejects.toThrow(SOCIAL_LOGIN_UNAVAILABLE);
    expect(popup.closed).toBe(true);
  });
});

describe('the social logins offered', () => {
  it('follow the remote features in their order, Farcaster aside, where email login is', () => {
    const { latch } = socialSetup();
    expect(selectSocialLogins(latch.getState())).toEqual(['google', 'x', 'discord', 'github', 'apple', 'facebook']);
    expect(selectSocialLogins(testLatch({ adapterOptions: { connectors: [] } }).latch.getState())).toEqual([]);
  });

  it.each([
    ['ios', ['x', 'discord', 'github', 'apple', 'facebook']],
    ['macos', ['google', 'discord', 'github', 'apple', 'facebook']],
    ['android', ['google', 'discord', 'github', 'apple']],
  ] as const)('inside Telegram on %s drop what SPEC 6 says', (telegramPlatform, kept) => {
    const all = ['google', 'x', 'discord', 'github', 'apple', 'facebook'] as const;
    const platform = { isMobile: () => true, isTelegram: () => true, isIosSafari: () => false, telegramPlatform: () => telegramPlatform };
    expect(socialsOnPlatform(all, platform)).toEqual(kept);
    expect(socialsOnPlatform(all, { ...platform, isTelegram: () => false })).toEqual(all);
  });
});
