import { decodeProtectedHeader, EmbeddedJWK, jwtVerify } from 'jose';
import { memoryDeviceKey } from '../keys/deviceKey.js';
import { ServicesApi } from './api.js';
import { BAD_ANSWER, ServicesClient, ServicesError, UNREACHABLE } from './client.js';
import { createProofSigner, tokenHash } from './proof.js';

type Answer = { status: number; body?: unknown; text?: string };

/** A fetch that answers from a list and records what it was asked. */
function fakeFetch(...answers: Answer[]) {
  const calls: { url: URL; init: RequestInit }[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: new URL(String(input)), init });
    const answer = answers.shift();
    if (!answer) throw new TypeError('Failed to fetch');
    const text = answer.text ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
    return { ok: answer.status >= 200 && answer.status < 300, status: answer.status, headers: new Headers(), json: async () => JSON.parse(text) as unknown } as Response;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const apiWith = (...answers: Answer[]) => {
  const fake = fakeFetch(...answers);
  return { ...fake, api: new ServicesApi(new ServicesClient({ baseUrl: 'http://127.0.0.1:8787', projectId: 'latch-demo', fetch: fake.fetch })) };
};

const session = { token: 'header.payload.signature', expiresAt: '2030-01-02T00:00:00.000Z', user: { email: 'ada@example.com', userId: 'u-1' } };

describe('the services client', () => {
  it('sends projectId, st and sv on every call, JSON in, and no cookies', async () => {
    const { api, calls } = apiWith({ status: 200, body: { action: 'VERIFY_DEVICE' } });
    expect(await api.emailStart('ada@example.com', 'device-1')).toBe('VERIFY_DEVICE');
    const [{ url, init }] = calls as [{ url: URL; init: RequestInit }];
    expect(url.pathname).toBe('/auth/v1/email/start');
    expect(Object.fromEntries(url.searchParams)).toEqual({ projectId: 'latch-demo', st: 'latch', sv: '4' });
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit', body: JSON.stringify({ email: 'ada@example.com', deviceId: 'device-1' }) });
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('carries the session token only in the Authorization header, as a DPoP-bound token', async () => {
    const { api, calls } = apiWith({ status: 200, body: { user: session.user, expiresAt: session.expiresAt } });
    await api.session(session.token);
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe(`DPoP ${session.token}`);
    expect(calls[0]!.url.search).not.toContain(session.token);
  });

  it('proves every auth call with the device key: method, URL without query, a fresh id, the time and the token hash', async () => {
    const keys = memoryDeviceKey();
    const fake = fakeFetch({ status: 200, body: { wrapKey: 'A'.repeat(43) } }, { status: 200, body: { wrapKey: 'A'.repeat(43) } }, { status: 200, body: { allowedOrigins: [] } });
    const now = Date.parse('2030-01-01T00:00:00.000Z');
    const proof = createProofSigner({ keyPair: () => keys.signingKey(), now: () => now });
    const api = new ServicesApi(new ServicesClient({ baseUrl: 'http://127.0.0.1:8787', projectId: 'latch-demo', fetch: fake.fetch, proof }));
    await api.wrapKey('t');
    await api.wrapKey('t');
    await api.allowedOrigins();
    const [first, second, origins] = fake.calls.map((call) => (call.init.headers as Record<string, string>).dpop);
    expect(origins).toBeUndefined();
    expect(decodeProtectedHeader(first!)).toMatchObject({ typ: 'dpop+jwt', alg: 'ES256', jwk: { kty: 'EC', crv: 'P-256' } });
    expect(decodeProtectedHeader(first!).jwk).not.toHaveProperty('d');
    const { payload } = await jwtVerify(first!, EmbeddedJWK, { currentDate: new Date(now) });
    expect(payload).toEqual({ jti: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), htm: 'GET', htu: 'http://127.0.0.1:8787/auth/v1/key-backup/wrap-key', iat: now / 1000, ath: await tokenHash('t') });
    expect((await jwtVerify(second!, EmbeddedJWK)).payload.jti).not.toBe(payload.jti);
    expect((await keys.signingKey()).privateKey.extractable).toBe(false);
  });

  it.each([
    [429, { message: 'Please try again after 12 seconds' }, 'Please try again after 12 seconds', []],
    [401, { message: 'Invalid code', reasons: [{ description: '4 attempts left' }] }, 'Invalid code', ['4 attempts left']],
    [410, { message: 'This code has expired: request a new one' }, 'This code has expired: request a new one', []],
  ])('turns a %i into an error with the services own message', async (status, body, message, reasons) => {
    const { api } = apiWith({ status, body });
    const error = (await api.verifyOtp('ada@example.com', 'device-1', '123456').catch((caught: unknown) => caught)) as ServicesError;
    expect(error).toBeInstanceOf(ServicesError);
    expect(error).toMatchObject({ message, status, reasons });
  });

  it('refuses answers of the wrong shape, success or error', async () => {
    const { api } = apiWith({ status: 200, body: { token: 'x' } }, { status: 500, text: '<html>oops</html>' }, { status: 200, body: { action: 'LOG_IN' } });
    await expect(api.verifyOtp('a@b.co', 'd', '1')).rejects.toMatchObject({ message: BAD_ANSWER, status: 200 });
    await expect(api.verifyOtp('a@b.co', 'd', '1')).rejects.toMatchObject({ message: `${BAD_ANSWER} (HTTP 500)`, status: 500 });
    await expect(api.emailStart('a@b.co', 'd')).rejects.toMatchObject({ message: BAD_ANSWER });
  });

  it('says the services cannot be reached when no answer comes', async () => {
    const { api } = apiWith();
    await expect(api.session('t')).rejects.toMatchObject({ message: UNREACHABLE, status: 0 });
  });

  it('reads the allowed origins, and none when that fails (SPEC 7)', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { api } = apiWith({ status: 200, body: { allowedOrigins: ['http://127.0.0.1:5173'] } }, { status: 401, body: { message: 'Unauthorized: invalid key' } }, { status: 200, body: { allowedOrigins: 'all' } });
    expect(await api.allowedOrigins()).toEqual(['http://127.0.0.1:5173']);
    expect(await api.allowedOrigins()).toEqual([]);
    expect(await api.allowedOrigins()).toEqual([]);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Unauthorized: invalid key'));
    error.mockRestore();
  });

  it('reads a missing key backup as none, and other failures as errors', async () => {
    const { api } = apiWith({ status: 404, body: { message: 'No key backup' } }, { status: 403, body: { message: "Forbidden: only the wallet frame's origin may use the key backup" } });
    expect(await api.keyBackup('t')).toBeUndefined();
    await expect(api.keyBackup('t')).rejects.toMatchObject({ status: 403 });
  });

  it("reads a social login's 409 VERIFY_LINK as the address the code went to, carrying the live session's token; another 409 stays an error", async () => {
    const asked = { message: 'This email has a wallet already: to sign in to it, enter the code we emailed there, or continue with a new wallet', action: 'VERIFY_LINK', email: 'ada@example.com' };
    const { api, calls } = apiWith({ status: 409, body: asked }, { status: 409, body: { message: 'This sign-in link was used already' } });
    expect(await api.socialComplete('S'.repeat(43), 'C'.repeat(43), undefined, 'live.session.token')).toEqual(asked);
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe('DPoP live.session.token');
    await expect(api.socialComplete('S'.repeat(43), undefined)).rejects.toMatchObject({ status: 409, message: 'This sign-in link was used already' });
    expect((calls[1]!.init.headers as Record<string, string>).authorization).toBeUndefined();
  });

  it('checks the wrap key is 32 bytes of base64url', async () => {
    const { api } = apiWith({ status: 200, body: { wrapKey: 'A'.repeat(43) } }, { status: 200, body: { wrapKey: 'short' } });
    expect(await api.wrapKey('t')).toBe('A'.repeat(43));
    await expect(api.wrapKey('t')).rejects.toMatchObject({ message: BAD_ANSWER });
  });
});
