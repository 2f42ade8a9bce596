// POST /e stores the client's events; /analytics/summary counts them; other origins get 403.
import { ensureProject, setAnalyticsEnabled, type AnalyticsSummary } from '../src/index.js';
import { CALL, DEMO_ORIGIN, fetchJson, OTHER_ORIGIN, urlOf, useServices } from './helpers.js';

const services = useServices();
let sequence = 0;

function event(props: Record<string, unknown>) {
  sequence += 1;
  return { eventId: `event-${sequence}`, url: 'http://localhost:5173/', domain: 'localhost', timestamp: 1_700_000_000_000 + sequence, props };
}

const post = (body: unknown, { origin = DEMO_ORIGIN, projectId = CALL.projectId }: { origin?: string; projectId?: string } = {}) =>
  fetchJson(urlOf(services().url, '/e', {}, { ...CALL, projectId }), {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const summary = async (projectId: string = CALL.projectId) => (await fetchJson(urlOf(services().url, '/analytics/summary', {}, { ...CALL, projectId }))).body as AnalyticsSummary;

describe('analytics', () => {
  it('stores events and counts them by name and type', async () => {
    await ensureProject(services().db, { id: 'counted', name: 'Counted', allowedOrigins: [DEMO_ORIGIN] });
    const track = (name: string) => event({ type: 'track', event: name, properties: { view: 'Connect' }, address: '0xabc' });
    for (const body of [track('MODAL_OPEN'), track('MODAL_OPEN'), track('SELECT_WALLET'), event({ type: 'error', event: 'ERROR', properties: { name: 'Error', message: 'x', stack: 's' } })]) {
      expect((await post(body, { projectId: 'counted' })).status).toBe(202);
    }
    expect(await summary('counted')).toEqual({
      projectId: 'counted',
      total: 4,
      events: [
        { event: 'MODAL_OPEN', type: 'track', count: 2 },
        { event: 'ERROR', type: 'error', count: 1 },
        { event: 'SELECT_WALLET', type: 'track', count: 1 },
      ],
    });
  });

  it('keeps what the client sent, with the origin', async () => {
    const body = event({ type: 'track', event: 'CONNECT_SUCCESS', properties: { method: 'browser' }, address: '0xdef' });
    await post(body);
    const [row] = await services().db.query('select url, domain, origin, client_timestamp::text as ts, props from analytics_events where event_id = $1', [body.eventId]);
    expect(row).toEqual({ url: body.url, domain: 'localhost', origin: DEMO_ORIGIN, ts: String(body.timestamp), props: body.props });
  });

  it("keeps a page's URL without its query and fragment, where tokens and personal data travel", async () => {
    const page = { ...event({ type: 'track', event: 'MODAL_OPEN' }), url: 'http://localhost:5173/wallet/?email=ada%40example.com&code=123456#access_token=abc' };
    expect((await post(page)).status).toBe(202);
    const bare = { ...event({ type: 'track', event: 'MODAL_OPEN' }), url: 'http://localhost:5173/#/account' };
    expect((await post(bare)).status).toBe(202);
    const stored = async (eventId: string) => (await services().db.query<{ url: string }>('select url from analytics_events where event_id = $1', [eventId]))[0]?.url;
    expect(await stored(page.eventId)).toBe('http://localhost:5173/wallet/');
    expect(await stored(bare.eventId)).toBe('http://localhost:5173/');
  });

  it('keeps an event sent twice once', async () => {
    const body = event({ type: 'track', event: 'RETRIED' });
    await post(body);
    await post(body);
    expect((await summary()).events.find((row) => row.event === 'RETRIED')?.count).toBe(1);
  });

  it('answers 403 to an origin not on the allowlist, and stores nothing', async () => {
    const before = (await summary()).total;
    const answer = await post(event({ type: 'track', event: 'MODAL_OPEN' }), { origin: OTHER_ORIGIN });
    expect(answer).toMatchObject({ status: 403, body: { message: 'Unauthorized: origin not allowed' } });
    expect((await summary()).total).toBe(before);
  });

  it('stores nothing while the project has analytics off', async () => {
    await ensureProject(services().db, { id: 'quiet', name: 'Quiet', allowedOrigins: [DEMO_ORIGIN] });
    await setAnalyticsEnabled(services().db, 'quiet', false);
    expect(await post(event({ type: 'track', event: 'MODAL_OPEN' }), { projectId: 'quiet' })).toMatchObject({ status: 202, body: { stored: false } });
    expect((await summary('quiet')).total).toBe(0);
  });

  it.each([
    ['not JSON', '{"eventId":', 'Invalid body: expected JSON'],
    ['no eventId', { url: '', domain: '', timestamp: 1, props: {} }, 'eventId'],
    ['a string timestamp', { eventId: 'a', url: '', domain: '', timestamp: 'now', props: {} }, 'timestamp'],
    ['props that are not an object', { eventId: 'a', url: '', domain: '', timestamp: 1, props: [] }, 'props'],
  ])('answers 400 for %s', async (_name, body, message) => {
    const answer = await post(body);
    expect(answer.status).toBe(400);
    expect((answer.body as { message: string }).message).toContain(message);
  });

  it('answers 413 for an event over 64 KiB', async () => {
    const answer = await post(event({ type: 'error', event: 'ERROR', properties: { stack: 'x'.repeat(70_000) } }));
    expect(answer.status).toBe(413);
  });
});
