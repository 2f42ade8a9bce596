import { connectSocial } from './social.js';
import { socialLoginUnavailable } from '../../errors/catalogue.js';
import { memoryAdapter } from '../../testing/memoryAdapter.js';
import { memorySocialLogin } from '../../testing/memorySocialLogin.js';
import { flush } from '../../../test/flush.js';
import { testLatch } from '../../../test/setup.js';
import { SOCIAL_PROVIDER_KEY } from '../connection/disconnectThunks.js';
import { selectSocialLogins, socialsOnPlatform } from './socials.js';

const AUTH = { id: 'auth', name: 'Email', type: 'AUTH' as const, chain: 'eip155' as const };

function socialSetup() {
  const social = memorySocialLogin();
  const wallet = memoryAdapter({ connectors: [AUTH] });
  Object.assign(wallet.adapter, { socialLogin: social.socialLogin });
  const setup = testLatch({ adapters: [wallet.adapter] });
  return { ...setup, wallet, asked: social.asked, finish: social.finish };
}

describe('social login', () => {
  it('asks the frame for the provider, and once the frame holds the session connects through the auth connector', async () => {
    const { latch, wallet, asked, finish, storage } = socialSetup();
    const login = connectSocial(latch, 'google');
    await flush();
    expect(asked).toEqual(['connect:google']);
    expect(latch.getState().accounts.eip155).toMatchObject({ socialWindow: true, socialProvider: 'google' });
    finish();
    await login;
    expect(wallet.calls).toContain('connect:auth');
    expect(latch.getState().accounts.eip155).toMatchObject({ status: 'connected', socialProvider: 'google', socialWindow: false });
    expect(storage.get(SOCIAL_PROVIDER_KEY, { safeParse: (v: unknown) => ({ success: true as const, data: v }) })).toBe('google');
  });

  it("ends with the frame's answer when it stops asking (the view left), and connects nothing", async () => {
    const { latch, wallet, finish } = socialSetup();
    const login = connectSocial(latch, 'x');
    await flush();
    finish(new Error('Request was aborted'));
    await expect(login).rejects.toThrow('Request was aborted');
    expect(wallet.calls).not.toContain('connect:auth');
    expect(latch.getState().accounts.eip155).toMatchObject({ status: 'disconnected', socialWindow: false });
    expect(latch.getState().accounts.eip155?.socialProvider).toBeUndefined();
  });

  it('says that no wallet offers social login when none does', async () => {
    const plain = testLatch();
    await expect(connectSocial(plain.latch, 'google')).rejects.toThrow(socialLoginUnavailable.text);
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
