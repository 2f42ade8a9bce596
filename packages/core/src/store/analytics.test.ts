import { analyticsPayloadSchema } from '../api/analyticsSchemas.js';
import { useFakeServices } from '../../test/fakeServices.js';
import { flush } from '../../test/flush.js';
import { testLatch } from '../../test/setup.js';
import { connect, disconnect } from '../actions/connection.js';
import { reportError } from '../actions/instance.js';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

const fake = useFakeServices();
beforeEach(() => {
  fake().routes['/e'] = () => ({ body: {} });
});

/** Waits for analytics, which loads its module and posts in the background. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 10));
};

const withAnalytics = (features: { analytics?: boolean } = {}) =>
  testLatch({ apiUrls: { walletApi: fake().url, blockchainApi: fake().url, analytics: fake().url }, features });

describe('analytics (SPEC 7, 8)', () => {
  it('posts each event to /e with eventId, url, domain, timestamp and the event plus the address', async () => {
    const { latch, clock } = withAnalytics();
    clock.advance(1_700_000_000_000);
    await connect(latch, { connectorId: 'io.test' });
    await flush();
    await disconnect(latch);
    await settle();
    const [body] = fake().bodies as Record<string, unknown>[];
    expect(body).toMatchObject({ url: '', domain: '', timestamp: 1_700_000_000_000, props: { type: 'track', event: 'DISCONNECT_SUCCESS', properties: { namespaces: ['eip155'] } } });
    expect(body!.eventId).toMatch(/^[0-9a-f-]{36}$/);
    // The contract the services validate with.
    expect(analyticsPayloadSchema.safeParse(body).success).toBe(true);
    expect(fake().requests[0]!.pathname).toBe('/e');
    expect(fake().requests[0]!.searchParams.get('projectId')).toBe('latch-test');
  });

  it('sends the page as origin and path only: no query or fragment, which may carry tokens, codes or emails', async () => {
    const page = globalThis as { location?: unknown };
    page.location = new URL('https://dapp.example/swap/usdc?ref=abc&email=ada%40example.com#access_token=secret');
    try {
      const { latch } = withAnalytics();
      await reportError(latch, new Error('boom'));
    } finally {
      delete page.location;
    }
    expect(fake().bodies).toEqual([expect.objectContaining({ url: 'https://dapp.example/swap/usdc', domain: 'dapp.example' })]);
  });

  it("sends no query or fragment of the page's URL in an error's message or stack", async () => {
    const { latch } = withAnalytics();
    const error = new Error('Failed at https://app.example/page?code=secret#frag while loading');
    error.stack = [
      'Error: Failed at https://app.example/page?code=secret#frag while loading',
      '    at sign (https://app.example/page?code=secret#frag:12:34)',
      '    at https://app.example/assets/index.js?v=1:5:6',
      '    at run@https://app.example/page#access_token=secret:7:8',
    ].join('\n');
    await reportError(latch, error);
    const { message, stack } = (fake().bodies[0] as { props: { properties: { message: string; stack: string } } }).props.properties;
    for (const text of [message, stack]) {
      expect(text).not.toContain('code=');
      expect(text).not.toContain('#frag');
      expect(text).not.toContain('access_token');
    }
    expect(message).toBe('Failed at https://app.example/page while loading');
    // Where it failed stays: the page's origin and path, the line and column.
    expect(stack.split('\n').slice(1)).toEqual([
      '    at sign (https://app.example/page:12:34)',
      '    at https://app.example/assets/index.js:5:6',
      '    at run@https://app.example/page:7:8',
    ]);
  });

  it("asks the browser to send no Referer with an event (or any call to the services): the page's URL, query and all, stays in the page", async () => {
    const fetched = jest.spyOn(globalThis, 'fetch');
    try {
      const { latch } = withAnalytics();
      await reportError(latch, new Error('boom'));
      expect(fetched).toHaveBeenCalledWith(expect.stringContaining('/e?'), expect.objectContaining({ referrerPolicy: 'no-referrer' }));
    } finally {
      fetched.mockRestore();
    }
  });

  it('includes the address while connected', async () => {
    const { latch } = withAnalytics();
    await connect(latch, { connectorId: 'io.test' });
    await reportError(latch, new TypeError('boom'));
    expect(fake().bodies).toEqual([expect.objectContaining({ props: expect.objectContaining({ type: 'error', event: 'ERROR', address: ADDRESS }) })]);
  });

  it('sends errors as type error with name, message and stack, at most 5 a minute', async () => {
    const { latch, clock } = withAnalytics();
    for (let i = 0; i < 7; i++) await reportError(latch, new RangeError(`error ${i}`));
    expect(fake().bodies).toHaveLength(5);
    expect((fake().bodies[0] as { props: { properties: Record<string, unknown> } }).props.properties).toMatchObject({ name: 'RangeError', message: 'error 0', stack: expect.stringContaining('RangeError') });
    clock.advance(60_000);
    await reportError(latch, new Error('later'));
    expect(fake().bodies).toHaveLength(6);
  });

  it('shows "Invalid App Configuration" once when the services answer 403', async () => {
    fake().routes['/e'] = () => ({ status: 403, body: { message: 'Unauthorized: origin not allowed' } });
    const { latch } = withAnalytics();
    await reportError(latch, new Error('one'));
    expect(latch.getState().alerts.current).toBe('invalidAppConfiguration');
    latch.store.dispatch({ type: 'alerts/dismissed' });
    await reportError(latch, new Error('two'));
    expect(latch.getState().alerts.current).toBeUndefined();
  });

  it('sends nothing when the analytics feature is off', async () => {
    const { latch } = withAnalytics({ analytics: false });
    await connect(latch, { connectorId: 'io.test' });
    await disconnect(latch);
    await reportError(latch, new Error('x'));
    await settle();
    expect(fake().requests).toEqual([]);
  });
});
