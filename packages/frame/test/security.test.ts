// The origin and shape rules of ARCHITECTURE.md ("Frame"): whatever does not come from the
// expected window, at the expected origin, in a valid shape, is dropped without an answer.
import { createFrameClient, type FrameClient } from '../src/client/createFrameClient.js';
import { createFrameHost } from '../src/host/createFrameHost.js';
import { FRAME_ORIGIN, FRAME_URL, fakeFrame } from './fakeFrame.js';
import { APP_ORIGIN, hostHarness } from './hostHarness.js';
import { flush, ManualClock } from './manualClock.js';

describe('the app-side client drops', () => {
  let client: FrameClient;
  let frame: ReturnType<typeof fakeFrame>;
  let reply: Promise<unknown>;
  let outcome: string;
  const seen = jest.fn();

  beforeEach(async () => {
    client = createFrameClient({ frameUrl: FRAME_URL, projectId: 'p', clock: new ManualClock() });
    client.subscribe(seen);
    const ready = client.ready();
    frame = fakeFrame(client);
    frame.ready();
    await ready;
    seen.mockClear();
    reply = client.request('CONNECT_EMAIL', { email: 'ada@example.com' });
    outcome = 'pending';
    reply.then(
      () => (outcome = 'resolved'),
      () => (outcome = 'rejected'),
    );
    await flush();
  });

  afterEach(() => {
    client.destroy();
    jest.restoreAllMocks();
  });

  const answer = () => ({ type: '@latch-frame/CONNECT_EMAIL_SUCCESS', id: frame.posts[0]!.message.id, payload: { action: 'CONNECT' } });

  const other = () => {
    const iframe = document.createElement('iframe');
    document.body.appendChild(iframe);
    return iframe.contentWindow!;
  };

  it.each([
    ['another window', () => ({ source: other() })],
    ['the app window itself', () => ({ source: window })],
    ['no window', () => ({ source: null })],
    ['another origin', () => ({ origin: 'http://127.0.0.1:5175' })],
    ['the app origin', () => ({ origin: APP_ORIGIN })],
    ['an opaque origin', () => ({ origin: 'null' })],
    ['the frame host on another scheme', () => ({ origin: 'https://127.0.0.1:5174' })],
  ])('a reply from %s', async (_label, init) => {
    frame.send(answer(), init());
    frame.send({ type: '@latch-frame/SESSION_UPDATE', payload: { token: 't' } }, init());
    await flush();
    expect(outcome).toBe('pending');
    expect(seen).not.toHaveBeenCalled();
    frame.send(answer());
    await flush();
    expect(outcome).toBe('resolved');
  });

  it.each([
    ['a malformed success payload', (id: string) => ({ type: '@latch-frame/CONNECT_EMAIL_SUCCESS', id, payload: { action: 'PWNED' } })],
    ['an error reply without message', (id: string) => ({ type: '@latch-frame/CONNECT_EMAIL_ERROR', id, payload: {} })],
    ['a reply without id', () => ({ type: '@latch-frame/CONNECT_EMAIL_SUCCESS', payload: { action: 'CONNECT' } })],
    ['an unknown type', (id: string) => ({ type: '@latch-frame/CONNECT_EMAIL_DONE', id, payload: {} })],
    ['a string', () => 'CONNECT_EMAIL_SUCCESS'],
    ['null', () => null],
  ])('%s from the frame', async (_label, make) => {
    frame.send(make(frame.posts[0]!.message.id!));
    await flush();
    expect(outcome).toBe('pending');
    expect(seen).not.toHaveBeenCalled();
  });

  it('a READY from elsewhere while loading', async () => {
    const fresh = createFrameClient({ frameUrl: FRAME_URL, projectId: 'p', clock: new ManualClock() });
    let loaded = false;
    void fresh.ready().then(
      () => (loaded = true),
      () => undefined,
    );
    const window2 = other();
    window.dispatchEvent(new MessageEvent('message', { data: { type: '@latch-frame/READY' }, origin: FRAME_ORIGIN, source: window2 }));
    window.dispatchEvent(new MessageEvent('message', { data: { type: '@latch-frame/READY' }, origin: 'http://evil.example', source: fresh.iframe!.contentWindow }));
    await flush();
    expect(loaded).toBe(false);
    fresh.destroy();
  });

  it('never posts with target "*"', () => {
    expect(frame.posts.every((p) => p.targetOrigin === FRAME_ORIGIN)).toBe(true);
  });
});

describe('the frame-side host drops, without answering,', () => {
  let harness: ReturnType<typeof hostHarness>;
  const handler = jest.fn(() => ({ action: 'CONNECT' as const }));
  const request = { type: '@latch-app/CONNECT_EMAIL', id: 'r1', payload: { email: 'ada@example.com' } };

  beforeEach(async () => {
    handler.mockClear();
    harness = hostHarness({ handlers: { CONNECT_EMAIL: handler } });
    await harness.host.start();
    harness.posts.length = 0;
  });
  afterEach(() => harness.cleanup());

  const otherWindow = () => {
    const iframe = document.createElement('iframe');
    document.body.appendChild(iframe);
    return iframe.contentWindow!;
  };

  it.each([
    ['a message from a window that is not its parent', () => ({ source: otherWindow() })],
    ['a message from itself', () => ({ source: harness.frameWindow })],
    ['a message without source', () => ({ source: null })],
    ['a message from an origin not on the allowlist', () => ({ origin: 'http://evil.example' })],
    ['a message from an opaque origin', () => ({ origin: 'null' })],
    ['a message from the allowed host on another port', () => ({ origin: 'http://localhost:8080' })],
    ['a message from the allowed host on another scheme', () => ({ origin: 'https://localhost' })],
    ['a message from the frame origin itself', () => ({ origin: FRAME_ORIGIN })],
  ])('%s', async (_label, init) => {
    harness.send(request, init());
    await flush();
    expect(handler).not.toHaveBeenCalled();
    expect(harness.posts).toEqual([]);
  });

  it.each([
    ['an unknown type', { ...request, type: '@latch-app/EXPORT_PRIVATE_KEY' }],
    ['a request without id', { type: request.type, payload: request.payload }],
    ['a bad email', { ...request, payload: { email: 'ada' } }],
    ['an unknown RPC method', { type: '@latch-app/RPC_REQUEST', id: 'r1', payload: { method: 'eth_sign', params: [] } }],
    ['a frame message', { type: '@latch-frame/READY', payload: {} }],
    ['a string', '@latch-app/SIGN_OUT'],
    ['undefined', undefined],
  ])('a request failing the schema: %s', async (_label, data) => {
    harness.send(data);
    await flush();
    expect(handler).not.toHaveBeenCalled();
    expect(harness.posts).toEqual([]);
  });

  it('and never posts with target "*"', async () => {
    harness.send(request);
    await flush();
    expect(harness.posts).toHaveLength(1);
    expect(harness.postToParent.mock.calls.every((call) => (call as unknown[])[1] === APP_ORIGIN)).toBe(true);
  });
});

describe('a host that is not in a frame', () => {
  it('posts no READY and answers nothing', async () => {
    const post = jest.spyOn(window, 'postMessage').mockImplementation(() => undefined);
    const handler = jest.fn();
    const host = createFrameHost({ window, allowedOrigins: () => [APP_ORIGIN], handlers: { SIGN_OUT: handler } });
    await host.start();
    window.dispatchEvent(new MessageEvent('message', { data: { type: '@latch-app/SIGN_OUT', id: 'r1' }, origin: APP_ORIGIN, source: window }));
    await flush();
    expect(post).not.toHaveBeenCalled();
    expect(handler).not.toHaveBeenCalled();
    host.stop();
    post.mockRestore();
  });
});
