// CORS: data only for allowed origins; refusals readable by the browser so the client can alert.
import { DEMO_ORIGIN, OTHER_ORIGIN, urlOf, useServices } from './helpers.js';

const services = useServices();

const preflight = (url: string, origin: string) =>
  fetch(url, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
  });

describe('CORS', () => {
  it('answers a preflight with the origin, the methods and the content-type header', async () => {
    const response = await preflight(urlOf(services().url, '/e'), DEMO_ORIGIN);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(DEMO_ORIGIN);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toContain('content-type');
    expect(response.headers.get('vary')).toContain('Origin');
  });

  it('sets Access-Control-Allow-Origin to the request origin on data for an allowed origin', async () => {
    const response = await fetch(urlOf(services().url, '/getAnalyticsConfig'), { headers: { origin: DEMO_ORIGIN } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(DEMO_ORIGIN);
    expect(response.headers.get('vary')).toContain('Origin');
  });

  it('sets no Access-Control-Allow-Origin without an Origin', async () => {
    const response = await fetch(urlOf(services().url, '/getAnalyticsConfig'));
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('gives a disallowed origin only the 403 refusal, readable so the client can show its alert', async () => {
    const answer = await preflight(urlOf(services().url, '/e'), OTHER_ORIGIN);
    expect(answer.status).toBe(204);
    const response = await fetch(urlOf(services().url, '/e'), {
      method: 'POST',
      headers: { origin: OTHER_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ eventId: 'x', url: '', domain: '', timestamp: 1, props: {} }),
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBe(OTHER_ORIGIN);
  });

  it('makes the 401 for an unknown project readable too', async () => {
    const response = await fetch(urlOf(services().url, '/getWallets', {}, { projectId: 'nope', st: 'latch', sv: '4' }), { headers: { origin: DEMO_ORIGIN } });
    expect(response.status).toBe(401);
    expect(response.headers.get('access-control-allow-origin')).toBe(DEMO_ORIGIN);
  });

  it('never reflects an origin on a success outside the project check', async () => {
    const response = await fetch(new URL('/health', services().url), { headers: { origin: OTHER_ORIGIN } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
