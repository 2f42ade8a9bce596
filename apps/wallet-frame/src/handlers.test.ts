// The request handlers over a real wallet, keys and vault, with the services' answers faked.
import { ApprovalQueue } from './approval/queue.js';
import type { CodePrompt } from './codes/codeScreen.js';
import { createHandlers } from './handlers.js';
import { AccountKeys } from './keys/accountKeys.js';
import { memoryDeviceKey } from './keys/deviceKey.js';
import * as evm from './keys/evm.js';
import { KeyVault } from './keys/vault.js';
import { CHAIN_NOT_SUPPORTED, NOT_CONNECTED, otherProject } from './messages.js';
import { frameNetworks } from '../test/devnetNetworks.js';
import { Networks } from './networks.js';
import { RpcRouter } from './rpc/router.js';
import { ServicesApi } from './services/api.js';
import { ServicesClient, ServicesError } from './services/client.js';
import type { KeyBackup } from '@latch/core/api';
import { EmailAuth } from './session/emailAuth.js';
import { FarcasterAuth } from './session/farcasterAuth.js';
import { SessionStore } from './session/sessionStore.js';
import type { ActionPrompt } from './screens/actionScreen.js';
import { SOCIAL_CALLBACK_MESSAGE, SocialAuth } from './session/socialAuth.js';
import { signInWindows } from '../test/signInWindows.js';
import { FrameStorage, MemoryStorage } from './storage.js';
import { FrameWallet } from './wallet.js';
import { TEST_SOLANA_CHAIN, testSolanaNetworks } from '../test/solanaNetworks.js';
import { createSolanaSigner } from './solana/signer.js';
import { SolanaRouter } from './solana/router.js';

const TOKEN = 'bearer.of.services';
const user = { email: 'ada@example.com', userId: 'u-1' };
const ctx = { origin: 'http://127.0.0.1:5173', id: 'req-1' };
const SOCIAL_PAGE = 'http://127.0.0.1:3900/github/auth?state=S';
const SERVICES = 'http://services.test';

/** The person presses the frame's screen's button once it is ready (screens/actionScreen.test.ts has the screen itself). */
const clickingScreen: ActionPrompt = { ask: async (request) => (await request.prepare())(new AbortController().signal), cancel: () => false };

function setup(web = new MemoryStorage(), deviceKey = memoryDeviceKey(), backups: { current?: KeyBackup } = {}) {
  const api = new ServicesApi(new ServicesClient({ baseUrl: 'http://services.test', projectId: 'latch-demo', fetch: jest.fn() }));
  const wrapKey = 'A'.repeat(43);
  jest.spyOn(api, 'emailStart').mockResolvedValue('VERIFY_OTP');
  jest.spyOn(api, 'verifyOtp').mockResolvedValue({ token: TOKEN, expiresAt: new Date(Date.now() + 24 * 3600_000).toISOString(), user });
  jest.spyOn(api, 'session').mockImplementation(async () => ({ user, expiresAt: new Date(Date.now() + 24 * 3600_000).toISOString() }));
  jest.spyOn(api, 'signOut').mockResolvedValue();
  jest.spyOn(api, 'socialStart').mockResolvedValue({ authorizationUrl: SOCIAL_PAGE, state: 'S'.repeat(43), expiresAt: new Date(Date.now() + 600_000).toISOString() });
  const socialSession = { token: TOKEN, expiresAt: new Date(Date.now() + 24 * 3600_000).toISOString(), user, identity: { provider: 'github' as const, email: user.email, name: 'Ada Lovelace', picture: null } };
  jest.spyOn(api, 'socialComplete').mockResolvedValue(socialSession);
  jest.spyOn(api, 'socialLink').mockResolvedValue(socialSession);
  jest.spyOn(api, 'socialSeparate').mockResolvedValue({ ...socialSession, user: { email: null, userId: 'u-2' } });
  jest.spyOn(api, 'wrapKey').mockResolvedValue(wrapKey);
  jest.spyOn(api, 'keyBackup').mockImplementation(async () => backups.current);
  const put = jest.spyOn(api, 'putKeyBackup').mockImplementation(async (_token, backup) => (backups.current = { ...backup, updatedAt: new Date().toISOString() }));
  const fund = jest.spyOn(api, 'fund').mockResolvedValue({ address: '0x', chainId: 'eip155:31337', transfers: [] });
  const fundSolana = jest.spyOn(api, 'fundSolana').mockResolvedValue({ address: 'x', chainId: 'solana:x', transfers: [] });
  const storage = new FrameStorage(web);
  const networks = new Networks(frameNetworks('http://127.0.0.1:8545'));
  const solanaNetworks = testSolanaNetworks();
  const sessions: string[] = [];
  const wallet = new FrameWallet({
    auth: new EmailAuth({ api, sessions: new SessionStore(storage), deviceId: () => 'device-1' }),
    keys: new AccountKeys({ api, vault: new KeyVault(storage, deviceKey), evm: async () => evm, fundNewAccounts: true }),
    networks,
    solanaNetworks,
    storage,
    createSolanaSigner,
    createSigner: async () => {
      throw new Error('not in this test');
    },
    onSession: (handle) => sessions.push(handle),
  });
  const approvals = new ApprovalQueue({ ask: async () => false, working: () => {}, done: () => {}, cancel: () => false }, () => {});
  const rpc = new RpcRouter({ networks, currentNetwork: () => wallet.network, account: () => wallet.rpcAccount(), forward: async () => null, approvals });
  // The person types the right code on the frame's code screen, or takes a link step's other way (codes/codeScreen.test.ts has the screen itself).
  const person = { instead: false, asked: [] as { step: string; email: string }[] };
  const codes: CodePrompt = {
    ask: (request) => {
      person.asked.push({ step: request.step, email: request.email });
      if (request.step === 'device') return request.wait(new AbortController().signal);
      return request.step === 'link' && person.instead ? request.instead() : request.check('123456');
    },
    cancel: () => false,
  };
  // The provider's window: its services' page hands this login's completion over as soon as it opens.
  const windows = signInWindows((window) => queueMicrotask(() => windows.post(window, SERVICES, { type: SOCIAL_CALLBACK_MESSAGE, state: 'S'.repeat(43), completion: 'C'.repeat(43) })));
  const social = new SocialAuth({ api, deviceId: () => 'device-1', servicesOrigin: SERVICES, ...windows });
  // The person confirms the account the Farcaster app approved with (farcaster/farcasterScreen.test.ts has the screen itself).
  const farcaster = { auth: new FarcasterAuth({ api, deviceId: () => 'device-1' }), screen: { ask: jest.fn(), cancel: () => false } };
  const solana = new SolanaRouter({ networks: testSolanaNetworks(), account: () => wallet.solanaAccount(), forward: async () => null, approvals });
  const reload = jest.fn();
  const { handlers, dapp } = createHandlers({ wallet, rpc, solana, projectId: 'latch-demo', themeRoot: document.documentElement, approvals, codes, screen: clickingScreen, social, farcaster, origin: 'http://127.0.0.1:5174', reload });
  const h = handlers as Required<typeof handlers>;
  return { reload, api, web, deviceKey, backups, h, dapp, sessions, put, fund, fundSolana, windows, person };
}

async function login(h: ReturnType<typeof setup>['h']) {
  expect(await h.CONNECT_EMAIL({ email: 'ada@example.com' }, ctx)).toEqual({ action: 'VERIFY_OTP' });
  expect(await h.CONNECT_OTP({}, ctx)).toEqual({});
}

describe('the frame answers', () => {
  it('a first login: makes the keys, backs them up, funds the account once, and tells the app a session handle', async () => {
    const { h, sessions, put, fund, fundSolana } = setup();
    expect(await h.IS_CONNECTED(undefined, ctx)).toEqual({ isConnected: false });
    await login(h);
    const user = await h.GET_USER(undefined, ctx);
    expect(user).toMatchObject({ email: 'ada@example.com', address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/), chainId: 31337 });
    // SPEC 3's accounts: the EVM account and the Solana one.
    expect(user.accounts).toEqual([
      { address: user.address, type: 'eoa' },
      { address: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/), type: 'eoa' },
    ]);
    expect(put).toHaveBeenCalledWith(TOKEN, expect.objectContaining({ address: user.address, version: 1 }));
    expect(fund).toHaveBeenCalledWith(user.address);
    expect(fundSolana).toHaveBeenCalledWith(user.accounts![1]!.address);
    expect(await h.IS_CONNECTED(undefined, ctx)).toEqual({ isConnected: true });
    const { token } = await h.GET_SESSION_TOKEN(undefined, ctx);
    expect(sessions).toEqual([token]);
    expect(token).not.toBe(TOKEN);
  });

  it('RELOAD: answers, then loads the page again, once', async () => {
    const { h, reload } = setup();
    expect(await h.RELOAD(undefined, ctx)).toEqual({});
    // The answer goes out before the page goes away.
    expect(reload).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a reload: the same account from the device, without the backup', async () => {
    const first = setup();
    await login(first.h);
    const { address } = await first.h.GET_USER(undefined, ctx);
    const reloaded = setup(first.web, first.deviceKey, first.backups);
    expect(await reloaded.h.IS_CONNECTED(undefined, ctx)).toEqual({ isConnected: true });
    expect((await reloaded.h.GET_USER(undefined, ctx)).address).toBe(address);
    expect(reloaded.api.keyBackup).not.toHaveBeenCalled();
  });

  it('a new device: the same account from the backup, not funded again', async () => {
    const first = setup();
    await login(first.h);
    const { address } = await first.h.GET_USER(undefined, ctx);
    const other = setup(new MemoryStorage(), memoryDeviceKey(), first.backups);
    await login(other.h);
    expect((await other.h.GET_USER(undefined, ctx)).address).toBe(address);
    expect(other.put).not.toHaveBeenCalled();
    expect(other.fund).not.toHaveBeenCalled();
    expect(other.fundSolana).not.toHaveBeenCalled();
  });

  it('the user on a Solana network: its Solana address and CAIP-2 id; an unknown Solana network is "Chain is not supported"', async () => {
    const { h } = setup();
    await login(h);
    const evmUser = await h.GET_USER(undefined, ctx);
    const solanaUser = await h.GET_USER({ chainId: TEST_SOLANA_CHAIN }, ctx);
    expect(solanaUser).toMatchObject({ address: evmUser.accounts![1]!.address, chainId: TEST_SOLANA_CHAIN, accounts: evmUser.accounts });
    await expect(h.GET_USER({ chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }, ctx)).rejects.toThrow(CHAIN_NOT_SUPPORTED);
    // The EVM network stays where it was.
    expect(await h.GET_CHAIN_ID(undefined, ctx)).toEqual({ chainId: 31337 });
  });

  it('sign-out: signed out, keys kept on the device for the next login', async () => {
    const { h, web } = setup();
    await login(h);
    expect(await h.SIGN_OUT(undefined, ctx)).toEqual({});
    expect(await h.IS_CONNECTED(undefined, ctx)).toEqual({ isConnected: false });
    await expect(h.GET_USER(undefined, ctx)).rejects.toThrow(NOT_CONNECTED);
    await expect(h.GET_SESSION_TOKEN(undefined, ctx)).rejects.toThrow(NOT_CONNECTED);
    expect([...web.entries.keys()].some((key) => key.startsWith('@appkit-wallet/keys/'))).toBe(true);
    expect(web.getItem('@appkit-wallet/session')).toBeNull();
  });

  it('CONNECT when the email is signed in already', async () => {
    const { h, api } = setup();
    await login(h);
    expect(await h.CONNECT_EMAIL({ email: 'Ada@example.com' }, ctx)).toEqual({ action: 'CONNECT' });
    expect(api.emailStart).toHaveBeenCalledTimes(1);
  });

  it("the services' refusals as the error's message", async () => {
    const { h, api } = setup();
    jest.mocked(api.emailStart).mockRejectedValueOnce(new ServicesError('Please try again after 17 seconds', 429));
    await expect(h.CONNECT_EMAIL({ email: 'ada@example.com' }, ctx)).rejects.toThrow('Please try again after 17 seconds');
  });

  it('networks: the devnet, and "Chain is not supported" for any other', async () => {
    const { h, web } = setup();
    expect(await h.GET_CHAIN_ID(undefined, ctx)).toEqual({ chainId: 31337 });
    expect(await h.SWITCH_NETWORK({ chainId: 'eip155:31337' }, ctx)).toEqual({ chainId: 31337 });
    expect(web.getItem('@appkit-wallet/chainId')).toBe('31337');
    expect(() => h.SWITCH_NETWORK({ chainId: 1 }, ctx)).toThrow(CHAIN_NOT_SUPPORTED);
  });

  it("the dApp's data for its own project only", async () => {
    const { h, dapp } = setup();
    const metadata = { name: 'Latch demo', description: '', url: 'http://127.0.0.1:5173', icons: [] };
    expect(await h.SYNC_DAPP_DATA({ projectId: 'latch-demo', sdkType: 'latch', sdkVersion: '4', metadata }, ctx)).toEqual({});
    expect(dapp()).toEqual({ name: 'Latch demo', url: 'http://127.0.0.1:5173' });
    expect(() => h.SYNC_DAPP_DATA({ projectId: 'other', sdkType: 'latch', sdkVersion: '4' }, ctx)).toThrow(otherProject('latch-demo'));
  });

  it("smart sessions only when the dApp's features turn them on, and off again when they stop", async () => {
    const { h, dapp } = setup();
    await h.SYNC_DAPP_DATA({ projectId: 'latch-demo', sdkType: 'latch', sdkVersion: '4', features: { smartSessions: true } }, ctx);
    expect(dapp().smartSessions).toBe(true);
    await h.SYNC_DAPP_DATA({ projectId: 'latch-demo', sdkType: 'latch', sdkVersion: '4', features: { smartSessions: false } }, ctx);
    expect(dapp().smartSessions).toBeUndefined();
    await h.SYNC_DAPP_DATA({ projectId: 'latch-demo', sdkType: 'latch', sdkVersion: '4' }, ctx);
    expect(dapp().smartSessions).toBeUndefined();
  });

  it('the theme', async () => {
    const { h } = setup();
    expect(await h.SYNC_THEME({ themeMode: 'dark' }, ctx)).toEqual({});
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('an RPC request, through the router', async () => {
    const { h } = setup();
    expect(await h.RPC_REQUEST({ method: 'eth_chainId' }, ctx)).toEqual({ result: '0x7a69' });
    await expect(h.RPC_REQUEST({ method: 'personal_sign', params: ['hi', `0x${'ab'.repeat(20)}`] }, ctx)).rejects.toThrow(NOT_CONNECTED);
  });
});

describe('the frame answers a social login', () => {
  const socialLogin = (h: ReturnType<typeof setup>['h']) => h.CONNECT_SOCIAL({ provider: 'github' }, ctx);

  it('with the user as after an email login, plus the provider and the name there: keys made, backed up, both accounts funded', async () => {
    const { h, api, sessions, put, fund, fundSolana, windows } = setup();
    const connected = await socialLogin(h);
    expect(api.socialStart).toHaveBeenCalledWith('github', 'device-1');
    expect(windows.opened.map((window) => window.url)).toEqual([SOCIAL_PAGE]);
    expect(api.socialComplete).toHaveBeenCalledWith('S'.repeat(43), 'C'.repeat(43), expect.anything(), undefined);
    expect(connected).toMatchObject({ email: user.email, userName: 'Ada Lovelace', socialProvider: 'github', address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/), chainId: 31337 });
    expect(connected.accounts).toEqual([
      { address: connected.address, type: 'eoa' },
      { address: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/), type: 'eoa' },
    ]);
    expect(put).toHaveBeenCalledWith(TOKEN, expect.objectContaining({ address: connected.address, version: 1 }));
    expect(fund).toHaveBeenCalledWith(connected.address);
    expect(fundSolana).toHaveBeenCalledWith(connected.accounts![1]!.address);
    expect(sessions).toEqual([(await h.GET_SESSION_TOKEN(undefined, ctx)).token]);
    expect(await h.GET_USER(undefined, ctx)).toEqual(connected);
  });

  it('keeps the provider across a reload, and forgets it with the sign-out: the email login after it has none', async () => {
    const first = setup();
    const { address } = await socialLogin(first.h);
    const reloaded = setup(first.web, first.deviceKey, first.backups);
    expect(await reloaded.h.GET_USER(undefined, ctx)).toMatchObject({ address, socialProvider: 'github', userName: 'Ada Lovelace' });
    await reloaded.h.SIGN_OUT(undefined, ctx);
    await login(reloaded.h);
    const byEmail = await reloaded.h.GET_USER(undefined, ctx);
    expect(byEmail).toMatchObject({ address, userName: null });
    expect(byEmail).not.toHaveProperty('socialProvider');
  });

  it("asks on the frame's code screen for the code mailed to the address of an account the new identity carries: that account, its keys from its backup", async () => {
    const first = setup();
    await login(first.h);
    const { address } = await first.h.GET_USER(undefined, ctx);
    const { h, api, person, put } = setup(new MemoryStorage(), memoryDeviceKey(), first.backups);
    jest.mocked(api.socialComplete).mockResolvedValueOnce({ message: 'This email has a wallet already', action: 'VERIFY_LINK', email: user.email });
    expect(await socialLogin(h)).toMatchObject({ address, email: user.email, socialProvider: 'github' });
    expect(person.asked).toEqual([{ step: 'link', email: user.email }]);
    expect(api.socialLink).toHaveBeenCalledWith('S'.repeat(43), '123456');
    expect(api.socialSeparate).not.toHaveBeenCalled();
    expect(put).not.toHaveBeenCalled();
  });

  it('or goes on with a new wallet of its own, as the person chooses there', async () => {
    const { h, api, person, fund } = setup();
    jest.mocked(api.socialComplete).mockResolvedValueOnce({ message: 'This email has a wallet already', action: 'VERIFY_LINK', email: user.email });
    person.instead = true;
    const connected = await socialLogin(h);
    expect(connected).toMatchObject({ email: null, socialProvider: 'github' });
    expect(fund).toHaveBeenCalledWith(connected.address);
    expect(api.socialSeparate).toHaveBeenCalledWith('S'.repeat(43));
    expect(api.socialLink).not.toHaveBeenCalled();
  });

  it("passes on the services' reasons", async () => {
    const { h, api } = setup();
    jest.mocked(api.socialComplete).mockRejectedValueOnce(new ServicesError('The sign-in with GitHub was cancelled', 403));
    await expect(socialLogin(h)).rejects.toThrow('The sign-in with GitHub was cancelled');
    expect(await h.IS_CONNECTED(undefined, ctx)).toEqual({ isConnected: false });
  });
});
