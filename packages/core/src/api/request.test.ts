import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorMessages, LatchMessages } from '../errors/catalogue.js';
import { manualClock } from '../testing/memoryAdapter.js';
import { ApiError } from './errors.js';
import { apiRequest, type ApiContext } from './request.js';
import { balanceResponseSchema, walletsResponseSchema } from './index.js';

interface Seen {
  method: string;
  url: URL;
  body: string;
  headers: IncomingMessage['headers'];
}

let server: Server;
let base: string;
const seen: Seen[] = [];
/** The answer to each request; none keeps it waiting, and `closed` tells when the client hung up. */
let answer: (url: URL) => { status: number; body: string; headers?: Record<string, string> } | undefined = () => ({ status: 200, body: '{}' });
let closed = 0;

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => resolve(body));
  });

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const url = new URL(request.url!, 'http://127.0.0.1');
    seen.push({ method: request.method!, url, body: await readBody(request), headers: request.headers });
    response.on('close', () => closed++);
    const answered = answer(url);
    if (answered) response.writeHead(answered.status, { 'content-type': 'application/json', ...answered.headers }).end(answered.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  seen.length = 0;
  closed = 0;
});

const context = (overrides: Partial<ApiContext> = {}): ApiContext => ({ baseUrl: base, projectId: 'latch-demo', ...overrides });
const wallets = { data: [{ id: 'metamask', name: 'MetaMask', rdns: 'io.metamask', chains: ['eip155:1'] }], count: 1 };

describe('apiRequest (SPEC 7)', () => {
  it('sends project id, sdk type and sdk version with every GET, with its own query', async () => {
    answer = () => ({ status: 200, body: JSON.stringify(wallets) });
    const result = await apiRequest(context(), {
      path: '/getWallets',
      query: { page: 1, entries: 40, include: ['a', 'b'], search: undefined },
      schema: walletsResponseSchema,
      empty: { data: [], count: 0 },
    });
    expect(result).toEqual(wallets);
    const [{ method, url }] = seen as [Seen];
    expect(method).toBe('GET');
    expect(url.pathname).toBe('/api/getWallets');
    expect(Object.fromEntries(url.searchParams)).toEqual({ projectId: 'latch-demo', st: 'latch', sv: '4', page: '1', entries: '40', include: 'a,b' });
  });

  it('sends them with POSTs too, and the body as JSON; paths with or without a leading slash are the same', async () => {
    answer = () => ({ status: 200, body: JSON.stringify({ balances: [] }) });
    await apiRequest(context({ baseUrl: `${base}/` }), { method: 'POST', path: 'v1/fungible/price', body: { currency: 'usd', addresses: ['x'] }, schema: balanceResponseSchema, empty: { balances: [] } });
    const [{ method, url, body }] = seen as [Seen];
    expect([method, url.pathname, url.searchParams.get('projectId'), url.searchParams.get('sv')]).toEqual(['POST', '/api/v1/fungible/price', 'latch-demo', '4']);
    expect(JSON.parse(body)).toEqual({ currency: 'usd', addresses: ['x'] });
  });

  it('skips the call with the empty result while the active network is unsupported', async () => {
    const empty = { data: [], count: 0 };
    await expect(apiRequest(context({ isNetworkSupported: () => false }), { path: '/getWallets', schema: walletsResponseSchema, empty })).resolves.toBe(empty);
    expect(seen).toEqual([]);
  });

  it('throws an error carrying the HTTP status and the first reason description', async () => {
    answer = () => ({ status: 400, body: JSON.stringify({ message: 'Invalid name', reasons: [{ description: 'Name is already taken' }, { description: 'other' }] }) });
    const error = await apiRequest(context(), { path: '/v1/profile/account', schema: walletsResponseSchema, empty: wallets }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Invalid name', reason: 'Name is already taken' });
  });

  it('keeps what the failed answer said for callers that read more: every reason, the whole body, Retry-After', async () => {
    const body = { message: 'Try later', reasons: [{ description: 'first' }, { description: 'second' }], action: 'WAIT' };
    answer = () => ({ status: 429, body: JSON.stringify(body), headers: { 'retry-after': '12' } });
    const error = (await apiRequest(context(), { path: '/x', schema: walletsResponseSchema }).catch((e: unknown) => e)) as ApiError;
    expect(error.answer).toEqual({ errorBody: { message: 'Try later', reasons: [{ description: 'first' }, { description: 'second' }] }, json: body, retryAfterMs: 12_000 });
    answer = () => ({ status: 503, body: 'down', headers: { 'retry-after': 'soon' } });
    expect(((await apiRequest(context(), { path: '/x', schema: walletsResponseSchema }).catch((e: unknown) => e)) as ApiError).answer).toEqual({ json: undefined, retryAfterMs: undefined });
  });

  it('says the status when the error body is not the services\' shape', async () => {
    answer = () => ({ status: 502, body: 'Bad gateway' });
    await expect(apiRequest(context(), { path: '/x', schema: walletsResponseSchema, empty: wallets })).rejects.toMatchObject({ status: 502, message: 'Request failed with status 502' });
  });

  it('refuses a body of the wrong shape instead of using half of it', async () => {
    answer = () => ({ status: 200, body: JSON.stringify({ data: [{ id: 1 }], count: '1' }) });
    await expect(apiRequest(context(), { path: '/getWallets', schema: walletsResponseSchema, empty: wallets })).rejects.toThrow('Unexpected response from /getWallets');
  });

  it('sends a PUT, the headers its hook makes for the method and the URL, and the context\'s request settings', async () => {
    answer = () => ({ status: 200, body: JSON.stringify(wallets) });
    const asked: { method: string; url: string }[] = [];
    const init: RequestInit[] = [];
    const fetch = (input: RequestInfo | URL, given?: RequestInit) => (init.push(given!), globalThis.fetch(input, given));
    const headers = async (request: { method: string; url: string }) => (asked.push(request), { authorization: 'DPoP t', dpop: `proof of ${request.method}` });
    await apiRequest(context({ fetch, requestInit: { credentials: 'omit', cache: 'no-store' } }), { method: 'PUT', path: '/backup', query: { a: '1' }, body: { b: 2 }, schema: walletsResponseSchema, headers });
    const [{ method, url, body, headers: sent }] = seen as [Seen];
    expect([method, url.pathname, JSON.parse(body)]).toEqual(['PUT', '/api/backup', { b: 2 }]);
    expect(asked).toEqual([{ method: 'PUT', url: `${base}/backup?projectId=latch-demo&st=latch&sv=4&a=1` }]);
    expect(sent).toMatchObject({ authorization: 'DPoP t', dpop: 'proof of PUT', 'content-type': 'application/json', accept: 'application/json' });
    expect(init[0]).toMatchObject({ credentials: 'omit', cache: 'no-store' });
    // No Referer: the page's URL, query included, is not the services' to have.
    expect(init[0]).toMatchObject({ referrerPolicy: 'no-referrer' });
  });

  it('fails with the headers hook\'s own error, sending nothing', async () => {
    const failure = new Error('no device key');
    await expect(apiRequest(context(), { path: '/x', schema: walletsResponseSchema, headers: () => Promise.reject(failure) })).rejects.toBe(failure);
    expect(seen).toEqual([]);
  });

  it('is never skipped without an empty result to answer with', async () => {
    answer = () => ({ status: 200, body: JSON.stringify(wallets) });
    await expect(apiRequest(context({ isNetworkSupported: () => false }), { path: '/getWallets', schema: walletsResponseSchema })).resolves.toEqual(wallets);
  });

  describe('a call the service does not answer', () => {
    const call = { path: '/getWallets', schema: walletsResponseSchema, empty: wallets };
    const hangUp = async () => {
      for (let i = 0; i < 200 && closed === 0; i++) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(closed).toBe(1);
    };
    const reached = async () => {
      for (let i = 0; i < 200 && seen.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 5));
    };
    beforeEach(() => {
      answer = () => undefined;
    });

    it('is abandoned after 30 s on the given clock', async () => {
      const clock = manualClock();
      const result = apiRequest(context({ clock }), call).catch((e: unknown) => e);
      await reached();
      clock.advance(29_999);
      clock.advance(1);
      expect(await result).toMatchObject({ message: LatchMessages.apiRequestTimedOut.text, details: '/getWallets' });
      await hangUp();
    });

    it('is aborted by its signal, and never sent when the signal has already fired', async () => {
      const controller = new AbortController();
      const result = apiRequest(context({ signal: controller.signal, clock: manualClock() }), call).catch((e: unknown) => e);
      await reached();
      controller.abort();
      expect(await result).toMatchObject({ message: ErrorMessages.requestAborted.text });
      await hangUp();
      seen.length = 0;
      await expect(apiRequest(context({ signal: AbortSignal.abort() }), call)).rejects.toThrow(ErrorMessages.requestAborted.text);
      expect(seen).toEqual([]);
    });
  });
});
