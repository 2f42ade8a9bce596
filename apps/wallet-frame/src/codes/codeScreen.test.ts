// The email login's codes are typed into the frame's own code screen (index.html's markup), never
// into the app, and a new device waits there for the person's approval by the mailed link: the
// whole login runs through @latch/frame's host in a real jsdom iframe, with the services' answers
// faked, and every message the frame posts to its parent is recorded. None carries a code, the
// services' token or the wrap key; a code the app sends is ignored. A social login whose new
// identity carries an account's address asks here for the code mailed there, or a new wallet.
import { readFileSync } from 'node:fs';
import { createFrameHost, type FrameHost } from '@latch/frame/host';
import { ApprovalQueue } from '../approval/queue.js';
import { createHandlers } from '../handlers.js';
import { AccountKeys } from '../keys/accountKeys.js';
import { memoryDeviceKey } from '../keys/deviceKey.js';
import * as evm from '../keys/evm.js';
import { BACKUP_SEALED_USE_PASSKEY } from '../keys/passkeySeal.js';
import { KeyVault } from '../keys/vault.js';
import { frameNetworks } from '../../test/devnetNetworks.js';
import { Networks } from '../networks.js';
import { RpcRouter } from '../rpc/router.js';
import { ServicesApi } from '../services/api.js';
import { ServicesClient, ServicesError } from '../services/client.js';
import type { KeyBackup } from '@latch/core/api';
import { EmailAuth } from '../session/emailAuth.js';
import { SessionStore } from '../session/sessionStore.js';
import { SOCIAL_CALLBACK_MESSAGE, SocialAuth } from '../session/socialAuth.js';
import { ActionScreen } from '../screens/actionScreen.js';
import { FarcasterAuth } from '../session/farcasterAuth.js';
import { FarcasterScreen } from '../farcaster/farcasterScreen.js';
import { signInWindows } from '../../test/signInWindows.js';
import { FrameStorage, MemoryStorage } from '../storage.js';
import { FrameWallet } from '../wallet.js';
import { testSolanaNetworks } from '../../test/solanaNetworks.js';
import { createSolanaSigner } from '../solana/signer.js';
import { SolanaRouter } from '../solana/router.js';
import { localizeDocument, translate } from '../i18n/translate.js';
import { CODE_ENTRY_ABORTED, CodeScreen, findCodeElements } from './codeScreen.js';

const APP_ORIGIN = 'http://localhost';
const EMAIL = 'ada@example.com';
const LOGIN_CODE = '735106';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.the-services-bearer.sig';
const WRAP_KEY = 'W'.repeat(43);
const user = { email: EMAIL, userId: 'u-1' };
const SERVICES = 'http://127.0.0.1:8787';
const STATE = 'S'.repeat(43);

type Post = { type: string; id?: string; payload?: unknown };

const page = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');

function setup() {
  document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(page)![1]!;
  localizeDocument(document);
  const api = new ServicesApi(new ServicesClient({ baseUrl: 'http://services.test', projectId: 'latch-demo', fetch: jest.fn() }));
  const asked: string[] = [];
  jest.spyOn(api, 'emailStart').mockImplementation(async () => (asked.push('start'), 'VERIFY_DEVICE'));
  // The person's decision on the wallet's device page, which the test gives.
  const decisions: ((refusal?: Error) => void)[] = [];
  jest.spyOn(api, 'awaitDeviceApproval').mockImplementation(
    (_email, _device, signal) =>
      new Promise((resolve, reject) => {
        asked.push('device:wait');
        signal?.addEventListener('abort', () => reject(new Error('aborted')));
        decisions.push((refusal) => (refusal ? reject(refusal) : resolve('VERIFY_OTP')));
      }),
  );
  const decide = (refusal?: Error) => decisions.at(-1)!(refusal);
  jest.spyOn(api, 'verifyOtp').mockImplementation(async (_email, _device, otp) => {
    asked.push(`otp:${otp}`);
    if (otp !== LOGIN_CODE) throw new ServicesError('Invalid code', 401);
    return { token: TOKEN, expiresAt: new Date(Date.now() + 24 * 3600_000).toISOString(), user };
  });
  jest.spyOn(api, 'session').mockImplementation(async () => ({ user, expiresAt: new Date(Date.now() + 24 * 3600_000).toISOString() }));
  jest.spyOn(api, 'wrapKey').mockResolvedValue(WRAP_KEY);
  const backups: { current?: KeyBackup } = {};
  jest.spyOn(api, 'keyBackup').mockImplementation(async () => backups.current);
  jest.spyOn(api, 'putKeyBackup').mockImplementation(async (_token, backup) => (backups.current = { ...backup, updatedAt: new Date().toISOString() }));
  jest.spyOn(api, 'fund').mockResolvedValue({ address: '0x', chainId: 'eip155:31337', transfers: [] });
  jest.spyOn(api, 'fundSolana').mockResolvedValue({ address: 'x', chainId: 'solana:x', transfers: [] });

  const storage = new FrameStorage(new MemoryStorage());
  const networks = new Networks(frameNetworks('http://127.0.0.1:8545'));
  const solanaNetworks = testSolanaNetworks();
  // Late-bound, as in main.ts: the host is made with the handlers, and the wallet notifies through it.
  const late: { host?: FrameHost } = {};
  const wallet = new FrameWallet({
    auth: new EmailAuth({ api, sessions: new SessionStore(storage), deviceId: () => 'device-1' }),
    keys: new AccountKeys({ api, vault: new KeyVault(storage, memoryDeviceKey()), evm: async () => evm, fundNewAccounts: true }),
    networks,
    solanaNetworks,
    storage,
    createSolanaSigner,
    createSigner: async () => {
      throw new Error('not in this test');
    },
    onSession: (handle) => late.host?.notify('SESSION_UPDATE', { token: handle }),
  });
  const approvals = new ApprovalQueue({ ask: async () => false, working: () => {}, done: () => {}, cancel: () => false }, () => {});
  const rpc = new RpcRouter({ networks, currentNetwork: () => wallet.network, account: () => wallet.rpcAccount(), forward: async () => null, approvals });
  const codes = new CodeScreen(findCodeElements(document));
  const solana = new SolanaRouter({ networks: testSolanaNetworks(), account: () => wallet.solanaAccount(), forward: async () => null, approvals });
  // The provider's window: its services' page hands this login's completion over as soon as it opens.
  const windows = signInWindows((window) => queueMicrotask(() => windows.post(window, SERVICES, { type: SOCIAL_CALLBACK_MESSAGE, state: STATE, completion: 'C'.repeat(43) })));
  jest.spyOn(api, 'socialStart').mockResolvedValue({ authorizationUrl: `http://127.0.0.1:3900/google/auth?state=${STATE}`, state: STATE, expiresAt: new Date(Date.now() + 600_000).toISOString() });
  jest.spyOn(api, 'socialComplete').mockResolvedValue({ message: 'This email has a wallet already', action: 'VERIFY_LINK', email: EMAIL });
  const socialSession = { token: TOKEN, expiresAt: new Date(Date.now() + 24 * 3600_000).toISOString(), user, identity: { provider: 'google' as const, email: EMAIL, name: 'Ada', picture: null } };
  jest.spyOn(api, 'socialLink').mockImplementation(async (_state, otp) => {
    asked.push(`link:${otp}`);
    if (otp !== LOGIN_CODE) throw new ServicesError('Invalid code', 401);
    return socialSession;
  });
  jest.spyOn(api, 'socialLinkResend').mockImplementation(async () => void asked.push('link:resend'));
  jest.spyOn(api, 'socialSeparate').mockImplementation(async () => (asked.push('separate'), { ...socialSession, user: { email: null, userId: 'u-2' } }));
  const social = new SocialAuth({ api, deviceId: () => 'device-1', servicesOrigin: SERVICES, ...windows });
  const screen = new ActionScreen(document);
  const { handlers } = createHandlers({ wallet, rpc, solana, projectId: 'latch-demo', themeRoot: document.documentElement, approvals, codes, screen, social, farcaster: { auth: new FarcasterAuth({ api, deviceId: () => 'device-1' }), screen: new FarcasterScreen(document) }, origin: 'http://127.0.0.1:5174', reload: () => undefined });

  // The frame's window is a real iframe whose parent is this test window; what it posts there is recorded.
  const iframe = document.createElement('iframe');
  document.body.appendChild(iframe);
  const frameWindow = iframe.contentWindow!;
  const posts: Post[] = [];
  jest.spyOn(window, 'postMessage').mockImplementation(((message: Post) => void posts.push(message)) as typeof window.postMessage);
  const host = (late.host = createFrameHost({ window: frameWindow, allowedOrigins: () => [APP_ORIGIN], handlers }));
  const FrameMessageEvent = (frameWindow as unknown as typeof globalThis).MessageEvent;
  let nextId = 0;
  /** The app's request; resolves with the frame's reply to it. */
  const request = async (type: string, payload: unknown): Promise<Post> => {
    const id = `r${++nextId}`;
    frameWindow.dispatchEvent(new FrameMessageEvent('message', { data: { type: `@latch-app/${type}`, id, payload }, origin: APP_ORIGIN, source: window }));
    for (let i = 0; i < 200; i++) {
      const reply = posts.find((post) => post.id === id);
      if (reply) return reply;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    throw new Error(`no reply to ${type}`);
  };
  const elements = findCodeElements(document);
  /** The person types into the frame's own field. */
  const type = (text: string) => {
    elements.input.value = text;
    elements.input.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(check()).toBe(true);
  };
  return { host, api, asked, posts, request, elements, type, until, decide };
}

afterEach(() => jest.restoreAllMocks());

describe("the frame's code screen", () => {
  it('waits for a new device\'s approval by the link and takes the login code the person types into the frame; the parent never receives a code, the token or the wrap key', async () => {
    const { host, asked, posts, request, elements, type, until, decide } = setup();
    await host.start();
    expect((await request('CONNECT_EMAIL', { email: EMAIL })).payload).toEqual({ action: 'VERIFY_DEVICE' });

    // An app that sends a code anyway (a forged or old client) is not listened to: nothing is typed for a new device.
    const device = request('CONNECT_DEVICE', { code: '482913' });
    await until(() => !elements.dialog.hidden);
    expect(elements.title.textContent).toBe('Register Device');
    expect(elements.intro.textContent).toBe(translate('code.device.intro'));
    expect(elements.email.textContent).toBe(EMAIL);
    expect(elements.input.hidden).toBe(true);
    expect(elements.status.textContent).toBe(translate('code.waiting'));
    expect(elements.resend.textContent).toBe(translate('code.resendLink'));
    // Only a social login's link offers another way.
    expect(elements.instead.hidden).toBe(true);
    expect(elements.where.textContent).toBe(`This is the Latch wallet at ${location.origin}. Type your codes here and nowhere else.`);
    expect(document.activeElement).toBe(elements.resend);
    await until(() => asked.length === 2);
    expect(asked).toEqual(['start', 'device:wait']);
    expect(posts.filter((post) => post.type.startsWith('@latch-frame/CONNECT_DEVICE'))).toEqual([]);

    decide();
    expect((await device).payload).toEqual({ action: 'VERIFY_OTP' });
    expect(elements.dialog.hidden).toBe(true);

    const otp = request('CONNECT_OTP', { otp: LOGIN_CODE });
    await until(() => !elements.dialog.hidden);
    expect(elements.title.textContent).toBe('Confirm Email');
    expect(elements.label.textContent).toBe('Code');
    expect(elements.input.hidden).toBe(false);
    expect(elements.resend.textContent).toBe(translate('code.resendCode'));
    expect(elements.instead.hidden).toBe(true);
    // A wrong code is said on the frame and cleared; the app hears nothing yet.
    type('000-000');
    await until(() => !elements.error.hidden);
    expect(elements.error.textContent).toBe('Invalid code');
    expect(elements.input.value).toBe('');
    expect(elements.input.getAttribute('aria-invalid')).toBe('true');
    // Pasted with a blank in the middle, as mail clients show it.
    type(`${LOGIN_CODE.slice(0, 3)} ${LOGIN_CODE.slice(3)}`);
    expect(await otp).toMatchObject({ type: '@latch-frame/CONNECT_OTP_SUCCESS', payload: {} });
    const handle = (await request('GET_SESSION_TOKEN', {})).payload as { token: string };
    expect(handle.token).not.toBe(TOKEN);

    expect(asked).toEqual(['start', 'device:wait', 'otp:000000', `otp:${LOGIN_CODE}`]);
    expect(posts.map((post) => post.type)).toEqual([
      '@latch-frame/READY',
      '@latch-frame/CONNECT_EMAIL_SUCCESS',
      '@latch-frame/CONNECT_DEVICE_SUCCESS',
      '@latch-frame/SESSION_UPDATE',
      '@latch-frame/CONNECT_OTP_SUCCESS',
      '@latch-frame/GET_SESSION_TOKEN_SUCCESS',
    ]);
    const everything = JSON.stringify(posts);
    for (const secret of [LOGIN_CODE, '000000', TOKEN, WRAP_KEY]) expect(everything).not.toContain(secret);
  });

  it('resends the link from the frame and waits on the new one, saying the services throttle and a refusal in their words', async () => {
    const { host, api, asked, request, elements, until, decide } = setup();
    await host.start();
    await request('CONNECT_EMAIL', { email: EMAIL });
    const device = request('CONNECT_DEVICE', {});
    await until(() => !elements.dialog.hidden);
    elements.resend.click();
    await until(() => elements.notice.textContent === translate('code.resent'));
    await until(() => asked.filter((call) => call === 'device:wait').length === 2);
    decide(new ServicesError('This device was refused from the link we emailed: sign in again to ask anew', 403));
    await until(() => elements.error.textContent === 'This device was refused from the link we emailed: sign in again to ask anew');
    jest.spyOn(api, 'emailStart').mockRejectedValue(new ServicesError('Please try again after 30 seconds', 429));
    elements.resend.click();
    await until(() => elements.error.textContent === 'Please try again after 30 seconds');
    expect(elements.notice.textContent).toBe('');
    jest.spyOn(api, 'emailStart').mockResolvedValue('VERIFY_DEVICE');
    elements.resend.click();
    await until(() => asked.filter((call) => call === 'device:wait').length === 3);
    decide();
    expect((await device).payload).toEqual({ action: 'VERIFY_OTP' });
    expect(elements.dialog.hidden).toBe(true);
  });

  it('closes when the app stops showing the frame: the request ends "Request was aborted"', async () => {
    const { host, request, elements, until } = setup();
    await host.start();
    await request('CONNECT_EMAIL', { email: EMAIL });
    const device = request('CONNECT_DEVICE', {});
    await until(() => !elements.dialog.hidden);
    // A cancel naming an approval the app gave up on leaves the code screen alone.
    expect((await request('CANCEL_APPROVAL', { requestId: 'an-approval-1' })).payload).toEqual({ cancelled: false });
    expect(elements.dialog.hidden).toBe(false);
    expect((await request('CANCEL_APPROVAL', {})).payload).toEqual({ cancelled: true });
    expect(await device).toMatchObject({ type: '@latch-frame/CONNECT_DEVICE_ERROR', payload: { message: CODE_ENTRY_ABORTED } });
    expect(elements.dialog.hidden).toBe(true);
    expect(document.body.classList.contains('entering-code')).toBe(false);
    expect((await request('CANCEL_APPROVAL', {})).payload).toEqual({ cancelled: false });
  });

  it("closes on a right code whose login cannot go on (a backup sealed under a passkey): the app hears why, and no session stays", async () => {
    const { host, api, asked, request, elements, type, until, decide } = setup();
    const sealed = { ciphertext: 'AgAAAA', address: '0x1563915e194D8CfBA1943570603F7606A3115508', version: 2, updatedAt: new Date().toISOString(), passkeySeal: { credentialId: 'cred-1', salt: 'S'.repeat(43) } };
    jest.spyOn(api, 'keyBackup').mockResolvedValue(sealed);
    const signOut = jest.spyOn(api, 'signOut').mockResolvedValue();
    await host.start();
    await request('CONNECT_EMAIL', { email: EMAIL });
    const device = request('CONNECT_DEVICE', {});
    await until(() => !elements.dialog.hidden);
    await until(() => asked.includes('device:wait'));
    decide();
    await device;
    const otp = request('CONNECT_OTP', {});
    await until(() => !elements.dialog.hidden);
    type(LOGIN_CODE);
    expect(await otp).toMatchObject({ type: '@latch-frame/CONNECT_OTP_ERROR', payload: { message: BACKUP_SEALED_USE_PASSKEY } });
    expect(elements.dialog.hidden).toBe(true);
    expect(signOut).toHaveBeenCalledWith(TOKEN);
    expect((await request('IS_CONNECTED', {})).payload).toEqual({ isConnected: false });
  });

  it("asks for the code a social login's new identity needs to reach the account of its address, and the parent never receives it", async () => {
    const { host, asked, posts, request, elements, type, until } = setup();
    await host.start();
    const { signingIn } = await startSocialToLinkCode({ request, elements, until });
    expect(elements.title.textContent).toBe(translate('code.link.title'));
    expect(elements.intro.textContent).toBe(translate('code.link.intro'));
    expect(elements.email.textContent).toBe(EMAIL);
    expect(elements.instead).toMatchObject({ hidden: false, textContent: translate('code.instead') });
    expect(document.activeElement).toBe(elements.input);
    type('000000');
    await until(() => elements.error.textContent === 'Invalid code');
    elements.resend.click();
    await until(() => elements.notice.textContent === translate('code.resent'));
    type(LOGIN_CODE);
    expect(await signingIn).toMatchObject({ type: '@latch-frame/CONNECT_SOCIAL_SUCCESS', payload: { email: EMAIL, socialProvider: 'google' } });
    expect(elements.dialog.hidden).toBe(true);
    expect(asked).toEqual(['link:000000', 'link:resend', `link:${LOGIN_CODE}`]);
    const everything = JSON.stringify(posts);
    for (const secret of [LOGIN_CODE, TOKEN, WRAP_KEY, STATE]) expect(everything).not.toContain(secret);
  });

  it("says beside Resend code why the link's code did not go out yet, and sends it on Resend", async () => {
    const { host, api, asked, request, elements, type, until } = setup();
    jest.spyOn(api, 'socialComplete').mockResolvedValue({ message: 'This email has a wallet already', reasons: [{ description: 'Please try again after 27 seconds' }], action: 'VERIFY_LINK', email: EMAIL });
    await host.start();
    const { signingIn } = await startSocialToLinkCode({ request, elements, until });
    expect(elements.intro.textContent).toBe(translate('code.link.intro'));
    expect(elements.notice.textContent).toBe('Please try again after 27 seconds');
    expect(elements.error.hidden).toBe(true);
    elements.resend.click();
    await until(() => elements.notice.textContent === translate('code.resent'));
    type(LOGIN_CODE);
    expect(await signingIn).toMatchObject({ type: '@latch-frame/CONNECT_SOCIAL_SUCCESS', payload: { email: EMAIL } });
    expect(asked).toEqual(['link:resend', `link:${LOGIN_CODE}`]);
  });

  it("offers a new wallet instead of the link's code, which the person takes there", async () => {
    const { host, asked, request, elements, until } = setup();
    await host.start();
    const { signingIn } = await startSocialToLinkCode({ request, elements, until });
    elements.instead.click();
    expect(await signingIn).toMatchObject({ type: '@latch-frame/CONNECT_SOCIAL_SUCCESS', payload: { email: null, socialProvider: 'google' } });
    expect(asked).toEqual(['separate']);
    expect(elements.dialog.hidden).toBe(true);
  });

  it('asks for the email first', async () => {
    const { host, request } = setup();
    await host.start();
    expect(await request('CONNECT_OTP', {})).toMatchObject({ type: '@latch-frame/CONNECT_OTP_ERROR', payload: { message: 'Start the email login first' } });
  });
});

/** Asks the frame for a Google login, presses its start button, and waits for the link's code screen; the login's answer is returned still pending. */
async function startSocialToLinkCode({ request, elements, until }: Pick<ReturnType<typeof setup>, 'request' | 'elements' | 'until'>) {
  const signingIn = request('CONNECT_SOCIAL', { provider: 'google' });
  const start = () => document.getElementById('action-start') as HTMLButtonElement;
  await until(() => start() !== null && !start().disabled);
  start().click();
  await until(() => !elements.dialog.hidden);
  return { signingIn };
}
