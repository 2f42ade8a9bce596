import { ServicesApi } from '../services/api.js';
import { ServicesClient, ServicesError } from '../services/client.js';
import { FrameStorage, MemoryStorage } from '../storage.js';
import { EmailAuth, NO_EMAIL_STARTED, RECHECK_AFTER_MS } from './emailAuth.js';
import { SessionStore } from './sessionStore.js';

const NOW = Date.parse('2030-01-01T00:00:00.000Z');
const HOUR = 3600_000;
const user = { email: 'ada@example.com', userId: 'u-1' };
const issued = (token: string, expiresIn = 24 * HOUR, at = NOW) => ({ token, expiresAt: new Date(at + expiresIn).toISOString(), user });

function setup() {
  const api = new ServicesApi(new ServicesClient({ baseUrl: 'http://services.test', projectId: 'latch-demo', fetch: jest.fn() }));
  const web = new MemoryStorage();
  const clock = { ms: NOW };
  const make = () => new EmailAuth({ api, sessions: new SessionStore(new FrameStorage(web)), deviceId: () => 'device-1', now: () => clock.ms });
  return { api, web, clock, make, auth: make() };
}

describe('email login', () => {
  it('starts with a lower-cased email and keeps the session of the login code', async () => {
    const { api, web, auth } = setup();
    const start = jest.spyOn(api, 'emailStart').mockResolvedValue('VERIFY_DEVICE');
    const approval = jest.spyOn(api, 'awaitDeviceApproval').mockResolvedValue('VERIFY_OTP');
    const verify = jest.spyOn(api, 'verifyOtp').mockResolvedValue(issued('token-1'));
    expect(await auth.start(' Ada@Example.com')).toBe('VERIFY_DEVICE');
    expect(start).toHaveBeenCalledWith('ada@example.com', 'device-1');
    expect(await auth.awaitDevice()).toBe('VERIFY_OTP');
    expect(approval).toHaveBeenCalledWith('ada@example.com', 'device-1', undefined);
    const session = await auth.verifyOtp('222222');
    expect(verify).toHaveBeenCalledWith('ada@example.com', 'device-1', '222222');
    expect(session).toMatchObject({ token: 'token-1', user, handle: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/) });
    expect(session.handle).not.toContain('token');
    expect(JSON.parse(web.getItem('@appkit-wallet/session')!)).toEqual(session);
  });

  it('asks for the email first', async () => {
    const { auth } = setup();
    expect(() => auth.awaitDevice()).toThrow(NO_EMAIL_STARTED);
    await expect(auth.verifyOtp('1')).rejects.toThrow(NO_EMAIL_STARTED);
  });

  it('restores the session after a reload, checked with the services at most every few minutes', async () => {
    const { api, clock, make, auth } = setup();
    jest.spyOn(api, 'emailStart').mockResolvedValue('VERIFY_OTP');
    jest.spyOn(api, 'verifyOtp').mockResolvedValue(issued('token-1'));
    await auth.start('ada@example.com');
    const kept = await auth.verifyOtp('1');
    const check = jest.spyOn(api, 'session').mockResolvedValue({ user, expiresAt: kept.expiresAt });
    const reloaded = make();
    expect(await reloaded.current()).toMatchObject({ token: 'token-1', handle: kept.handle });
    expect(await reloaded.current()).toMatchObject({ token: 'token-1' });
    expect(check).toHaveBeenCalledTimes(1);
    clock.ms += RECHECK_AFTER_MS;
    await reloaded.current();
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('refreshes a session within an hour of its expiry, keeping the handle', async () => {
    const { api, clock, auth } = setup();
    jest.spyOn(api, 'emailStart').mockResolvedValue('VERIFY_OTP');
    jest.spyOn(api, 'verifyOtp').mockResolvedValue(issued('token-1'));
    await auth.start('ada@example.com');
    const first = await auth.verifyOtp('1');
    clock.ms += 23.5 * HOUR;
    const refresh = jest.spyOn(api, 'refresh').mockResolvedValue(issued('token-2', 24 * HOUR, clock.ms));
    expect(await auth.current()).toMatchObject({ token: 'token-2', handle: first.handle });
    expect(refresh).toHaveBeenCalledWith('token-1');
  });

  it("keeps a social login's session with its provider, across a reload and a refresh", async () => {
    const { api, clock, make, auth } = setup();
    const adopted = auth.adopt(issued('token-1'), { provider: 'apple', name: 'Ada' });
    expect(adopted).toMatchObject({ token: 'token-1', social: { provider: 'apple', name: 'Ada' } });
    clock.ms += 23.5 * HOUR;
    jest.spyOn(api, 'refresh').mockResolvedValue(issued('token-2', 24 * HOUR, clock.ms));
    expect(await make().current()).toMatchObject({ token: 'token-2', handle: adopted.handle, social: { provider: 'apple', name: 'Ada' } });
  });

  it('forgets a session the services refuse, or one expired', async () => {
    const { api, clock, web, auth, make } = setup();
    jest.spyOn(api, 'emailStart').mockResolvedValue('VERIFY_OTP');
    jest.spyOn(api, 'verifyOtp').mockResolvedValue(issued('token-1'));
    await auth.start('ada@example.com');
    await auth.verifyOtp('1');
    jest.spyOn(api, 'session').mockRejectedValue(new ServicesError('Session revoked', 401));
    expect(await make().current()).toBeUndefined();
    expect(web.getItem('@appkit-wallet/session')).toBeNull();
    await auth.verifyOtp('1').catch(() => undefined);
    clock.ms += 25 * HOUR;
    expect(await auth.current()).toBeUndefined();
  });

  it('keeps the session when the services cannot be reached, and says so', async () => {
    const { api, make, auth, web } = setup();
    jest.spyOn(api, 'emailStart').mockResolvedValue('VERIFY_OTP');
    jest.spyOn(api, 'verifyOtp').mockResolvedValue(issued('token-1'));
    await auth.start('ada@example.com');
    await auth.verifyOtp('1');
    jest.spyOn(api, 'session').mockRejectedValue(new ServicesError('Could not reach the wallet services: try again later', 0));
    await expect(make().current()).rejects.toThrow('Could not reach');
    expect(web.getItem('@appkit-wallet/session')).not.toBeNull();
  });

  it('signs out: revokes the token and forgets it, even when the services cannot be reached', async () => {
    const { api, web, auth } = setup();
    jest.spyOn(api, 'emailStart').mockResolvedValue('VERIFY_OTP');
    jest.spyOn(api, 'verifyOtp').mockResolvedValue(issued('token-1'));
    await auth.start('ada@example.com');
    await auth.verifyOtp('1');
    const signOut = jest.spyOn(api, 'signOut').mockRejectedValue(new ServicesError('Could not reach the wallet services: try again later', 0));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await auth.signOut();
    expect(signOut).toHaveBeenCalledWith('token-1');
    expect(web.getItem('@appkit-wallet/session')).toBeNull();
    expect(await auth.current()).toBeUndefined();
    warn.mockRestore();
  });
});
