// Every call carries projectId, st and sv; the project must exist; a browser origin must be allowed.
import { ApiError, apiErrorBodySchema, apiRequest, originsResponseSchema } from '@latch/core/api';
import { ensureProject, UNAUTHORIZED_INVALID_KEY, UNAUTHORIZED_ORIGIN } from '../src/index.js';
import { CALL, DEMO_ORIGIN, fetchJson, OTHER_ORIGIN, urlOf, useServices } from './helpers.js';

const services = useServices();

function expectError(body: unknown, message: string | RegExp) {
  const parsed = apiErrorBodySchema.parse(body);
  expect(parsed.message).toMatch(message);
}

describe('the query every call carries', () => {
  it.each(['projectId', 'st', 'sv'])('answers 400 without %s, GET and POST alike', async (name) => {
    for (const method of ['GET', 'POST']) {
      const path = method === 'GET' ? '/projects/v1/origins' : '/e';
      const answer = await fetchJson(urlOf(services().url, path, {}, { ...CALL, [name]: undefined }), { method, body: method === 'POST' ? '{}' : undefined });
      expect(answer.status).toBe(400);
      expectError(answer.body, `Missing query parameter: ${name}`);
    }
  });

  it('names every missing parameter, and treats blank ones as missing', async () => {
    const answer = await fetchJson(urlOf(services().url, '/getWallets', {}, { projectId: ' ' }));
    expect(answer.status).toBe(400);
    expectError(answer.body, 'Missing query parameters: projectId, st, sv');
  });

  it('answers 400 for a malformed project id', async () => {
    const answer = await fetchJson(urlOf(services().url, '/getWallets', {}, { ...CALL, projectId: 'no spaces/here' }));
    expect(answer.status).toBe(400);
    expectError(answer.body, /^Invalid query: projectId: /);
  });
});

describe('projects', () => {
  it('answers 401 "Unauthorized: invalid key" for an unknown project, which the client reads as such', async () => {
    const context = { baseUrl: services().url, projectId: 'no-such-project' };
    const call = { path: '/projects/v1/origins', schema: originsResponseSchema, empty: { allowedOrigins: [] } };
    const error = await apiRequest(context, call).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: UNAUTHORIZED_INVALID_KEY });
    expect(UNAUTHORIZED_INVALID_KEY).toBe('Unauthorized: invalid key');
  });

  it('creates the demo project with the demo and wallet frame origins on first start', async () => {
    const origins = await apiRequest({ baseUrl: services().url, projectId: 'latch-demo' }, {
      path: '/projects/v1/origins',
      schema: originsResponseSchema,
      empty: { allowedOrigins: [] },
    });
    expect(origins.allowedOrigins).toEqual(['http://127.0.0.1:5173', 'http://localhost:5173', 'http://127.0.0.1:5174', 'http://localhost:5174']);
  });

  it('refuses an origin not on the allowlist with 403 "Unauthorized: origin not allowed"', async () => {
    const answer = await fetchJson(urlOf(services().url, '/getAnalyticsConfig'), { headers: { origin: OTHER_ORIGIN } });
    expect(answer.status).toBe(403);
    expectError(answer.body, UNAUTHORIZED_ORIGIN);
    expect(UNAUTHORIZED_ORIGIN).toBe('Unauthorized: origin not allowed');
  });

  it('lets through an allowed origin, and calls without an Origin (servers, tests)', async () => {
    expect((await fetchJson(urlOf(services().url, '/getAnalyticsConfig'), { headers: { origin: DEMO_ORIGIN } })).status).toBe(200);
    expect((await fetchJson(urlOf(services().url, '/getAnalyticsConfig'))).status).toBe(200);
  });

  it('checks origins per project', async () => {
    await ensureProject(services().db, { id: 'other-app', name: 'Other', allowedOrigins: [OTHER_ORIGIN] });
    const query = { ...CALL, projectId: 'other-app' };
    expect((await fetchJson(urlOf(services().url, '/getAnalyticsConfig', {}, query), { headers: { origin: OTHER_ORIGIN } })).status).toBe(200);
    expect((await fetchJson(urlOf(services().url, '/getAnalyticsConfig', {}, query), { headers: { origin: DEMO_ORIGIN } })).status).toBe(403);
  });

  it('answers unknown paths with 404 and the error body', async () => {
    const answer = await fetchJson(urlOf(services().url, '/no/such/path'));
    expect(answer.status).toBe(404);
    expectError(answer.body, 'Not found: GET /no/such/path');
  });

  it('serves /health without a project, for the local stack to wait on', async () => {
    const answer = await fetchJson(new URL('/health', services().url).toString());
    expect(answer).toMatchObject({ status: 200, body: { ok: true } });
  });
});
