// Fuzzes every route of the running services (listed from the Hono app itself) with generated
// paths, queries, headers and bodies: valid JSON of any shape, broken JSON, wrong content types,
// oversized bodies, hostile path parameters. Each answer is a 2xx, or a 4xx whose body is exactly
// core's error body (`{ message, reasons? }`, with ids) and no stack trace: never a 5xx. Clients come from many addresses
// (X-Forwarded-For behind one trusted proxy) so the write limits do not answer everything.
import { isDeepStrictEqual } from 'node:util';
import { apiErrorBodySchema } from '@latch/core/api';
import { fc, fuzzParameters, fuzzRuns, hostileValue, reportFuzz, watchFailures } from '@latch/config/fuzz';
import { HEADERS_TOO_LARGE } from '../src/http/clientErrors.js';
import { CALL, DEMO_ORIGIN, FRAME_ORIGIN, fetchJson, urlOf, useServices } from './helpers.js';
import { LogCapture } from './logCapture.js';

/** Generated requests per route in `npm test`; `pnpm bench` scales it. */
const REQUESTS_PER_ROUTE = 15;
/** At least this share of answers must come from past the limits and the project check. */
const MIN_REACHED_SHARE = 0.5;

const errors = new LogCapture();
const services = useServices({ trustedProxies: 1, log: { level: 'error', destination: errors.destination } });
const failures = watchFailures();
afterAll(() => failures.stop());

interface Route {
  method: string;
  path: string;
}

interface GeneratedRequest {
  route: Route;
  params: string[];
  query: Record<string, string>;
  headers: Record<string, string>;
  body: string | undefined;
}

/** Every route, middleware (`ALL`, wildcards) aside. */
function routesOf(): Route[] {
  const seen = new Map<string, Route>();
  for (const { method, path } of services().app.routes) if (method !== 'ALL' && !path.includes('*')) seen.set(`${method} ${path}`, { method, path });
  return [...seen.values()];
}

const paramValue = fc.oneof(
  fc.constantFrom(`0x${'ab'.repeat(20)}`, 'eip155:31337', 'google', 'ada.latch', '1', 'metamask', '..', '%00', `${'a'.repeat(3_000)}`),
  fc.string({ minLength: 1, maxLength: 80 }),
);

const queryValue = fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom('eip155:31337', 'usd', '1', '-1', '1e400', 'NaN', `0x${'ab'.repeat(20)}`, 'true'), fc.string({ minLength: 2_000, maxLength: 9_000 }));
const QUERY_KEYS = ['chainId', 'currency', 'page', 'entries', 'search', 'include', 'exclude', 'cursor', 'address', 'email', 'state', 'code', 'id', 'forceUpdate', 'zone', 'sender', 'apiVersion', 'channelToken'];

const bodyText = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)) },
  { weight: 3, arbitrary: fc.dictionary(fc.constantFrom('email', 'code', 'otp', 'deviceId', 'token', 'address', 'chainId', 'signature', 'message', 'provider', 'state', 'events', 'amount', 'addresses', 'ciphertext', 'credential', 'props', 'event', 'type'), hostileValue().map((value) => JSON.parse(JSON.stringify(value ?? null)) as unknown)).map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: fc.string() },
  { weight: 1, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value).slice(0, -1)) },
  { weight: 1, arbitrary: fc.integer({ min: 70_000, max: 400_000 }).map((length) => JSON.stringify({ email: `${'a'.repeat(length)}@example.com` })) },
);

/** An address of its own for most requests; the same few for some, so that limits are met too. */
const forwardedFor = fc.oneof({ weight: 9, arbitrary: fc.ipV4() }, { weight: 1, arbitrary: fc.constantFrom('10.0.0.1', '10.0.0.2') });

function requests(routes: Route[]) {
  return fc.record({
    route: fc.constantFrom(...routes),
    params: fc.array(paramValue, { minLength: 3, maxLength: 3 }),
    query: fc.oneof(
      { weight: 8, arbitrary: fc.dictionary(fc.constantFrom(...QUERY_KEYS), queryValue, { maxKeys: 4 }).map((extra) => ({ ...CALL, ...extra })) },
      { weight: 2, arbitrary: fc.dictionary(fc.string({ maxLength: 12 }), queryValue, { maxKeys: 4 }) },
    ),
    headers: fc
      .record({
        origin: fc.oneof({ weight: 8, arbitrary: fc.constantFrom(DEMO_ORIGIN, FRAME_ORIGIN) }, { weight: 2, arbitrary: fc.string({ maxLength: 40 }) }),
        'content-type': fc.oneof({ weight: 8, arbitrary: fc.constant('application/json') }, { weight: 2, arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', '') }),
        authorization: fc.option(fc.oneof(fc.string().map((token) => `Bearer ${token}`), fc.string()), { nil: undefined }),
        'x-forwarded-for': forwardedFor,
      })
      .map((headers) => Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== undefined && /^[\t\x20-\x7e]*$/.test(value))) as Record<string, string>),
    body: bodyText,
  });
}

function urlFor(base: string, { route, params, query }: GeneratedRequest): string {
  let index = 0;
  const path = route.path.replace(/:\w+/g, () => encodeURIComponent(params[index++ % params.length]!));
  return urlOf(base, path, {}, query);
}

const STACK_TRACE = /\n\s+at |node_modules|\.ts:\d+/;

/**
 * What a failed answer may carry: core's error body (a message, reasons with a description each,
 * and the ids and values of words a person reads), all of it kept by its schema, nothing else;
 * the pages for people (the onramp's checkout, the social login's callback) say it in HTML.
 */
function checkErrorBody(text: string, contentType: string): string | undefined {
  if (STACK_TRACE.test(text)) return `a stack trace: ${text.slice(0, 300)}`;
  if (contentType.startsWith('text/html')) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `not JSON: ${text.slice(0, 200)}`;
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return `not an object: ${text.slice(0, 200)}`;
  const { message } = body as Record<string, unknown>;
  if (typeof message !== 'string' || message === '') return `no message: ${text.slice(0, 200)}`;
  const parsed = apiErrorBodySchema.safeParse(body);
  if (!parsed.success) return `not the error body: ${text.slice(0, 200)}`;
  // The schema drops unknown keys and malformed ids or values: what it kept must be all there was
  // (through JSON, as a client reads it, so that a key it leaves undefined counts as absent).
  if (!isDeepStrictEqual(JSON.parse(JSON.stringify(parsed.data)), body)) return `more than the error body keeps: ${text.slice(0, 200)}`;
  return undefined;
}

/** Answers that were stopped before the route's own validation: limits, the project and origin check, not found. */
const STOPPED_EARLY = new Set([401, 403, 404, 405, 429]);

// Found at seed 20: a URL past Node's 16 kB header limit got Node's bare 431 with no body.
it('answers a request whose URL and headers pass the limit with a 431 of the error shape', async () => {
  const answer = await fetchJson(urlOf(services().url, '/getWallets', { search: 'x'.repeat(20_000) }), { headers: { origin: DEMO_ORIGIN } });
  expect(answer).toMatchObject({ status: 431, body: { message: HEADERS_TOO_LARGE } });
});

describe('every route of the services under generated requests', () => {
  const outbound: string[] = [];
  beforeAll(() => {
    // Nothing may leave loopback: a route that would call out is recorded and refused.
    const realFetch = globalThis.fetch;
    jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') {
        outbound.push(url.origin);
        return Promise.reject(new Error(`refused: ${url.origin} is not on loopback`));
      }
      return realFetch(input, init);
    });
  });
  afterAll(() => jest.restoreAllMocks());

  it("answers each with a 2xx, or a 4xx of the error body's shape, and never a 5xx", async () => {
    const routes = routesOf();
    expect(routes.length).toBeGreaterThan(50);
    const base = services().url;
    const statuses = new Map<number, number>();
    const routesReached = new Set<string>();
    let generated = 0;
    await fc.assert(
      fc.asyncProperty(requests(routes), async (request) => {
        generated++;
        const { method } = request.route;
        const withBody = method !== 'GET' && method !== 'HEAD';
        const response = await fetch(urlFor(base, request), { method, headers: request.headers, body: withBody ? request.body : undefined, redirect: 'manual' });
        const text = await response.text();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (!STOPPED_EARLY.has(response.status)) routesReached.add(`${method} ${request.route.path}`);
        expect(response.status < 500 ? 'below 500' : `${response.status} from ${method} ${request.route.path}: ${text.slice(0, 300)}`).toBe('below 500');
        if (response.status >= 400) expect({ status: response.status, route: `${method} ${request.route.path}`, problem: checkErrorBody(text, response.headers.get('content-type') ?? '') }).toEqual({ status: response.status, route: expect.any(String), problem: undefined });
      }),
      fuzzParameters('services routes', REQUESTS_PER_ROUTE * routes.length),
    );
    const reached = generated - [...STOPPED_EARLY].reduce((sum, status) => sum + (statuses.get(status) ?? 0), 0);
    const tally = Object.fromEntries([...statuses].sort(([a], [b]) => a - b).map(([status, count]) => [`status ${status}`, count]));
    console.log(`fuzz services routes: ${generated} requests, ${reached} past the limits and checks, ${routesReached.size} of ${routes.length} routes reached; ${JSON.stringify(tally)}`);
    reportFuzz('services-routes', { generated, crashed: failures.count(), accepted: [...statuses].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0), reached, routes: routes.length, routesReached: routesReached.size, ...tally });
    expect(generated).toBeGreaterThanOrEqual(fuzzRuns(REQUESTS_PER_ROUTE) * routes.length);
    expect(reached / generated).toBeGreaterThanOrEqual(MIN_REACHED_SHARE);
    expect(outbound).toEqual([]);
    expect(failures.list()).toEqual([]);
    expect(errors.lines().filter(({ msg }) => msg === 'unhandled error')).toEqual([]);
  });
});
