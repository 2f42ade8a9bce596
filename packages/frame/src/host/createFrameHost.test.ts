import { APP_ORIGIN, hostHarness } from '../../test/hostHarness.js';
import { flush } from '../../test/manualClock.js';

let harness: ReturnType<typeof hostHarness>;
afterEach(() => harness?.cleanup());

const connectEmail = (id = 'r1', email = 'ada@example.com') => ({ type: '@latch-app/CONNECT_EMAIL', id, payload: { email } });

describe('start', () => {
  it('loads the allowlist and posts READY with the version to the parent origin only', async () => {
    harness = hostHarness({ version: '2.0.0' });
    await harness.host.start();
    expect(harness.posts).toEqual([{ message: { type: '@latch-frame/READY', payload: { version: '2.0.0' } }, targetOrigin: APP_ORIGIN }]);
    expect(harness.host.appOrigin).toBe(APP_ORIGIN);
  });

  it('posts READY without a version as {}', async () => {
    harness = hostHarness();
    await harness.host.start();
    expect(harness.posts[0]?.message).toEqual({ type: '@latch-frame/READY', payload: {} });
  });

  it('accepts allowlist entries written as URLs and skips entries that are not', async () => {
    harness = hostHarness({ allowedOrigins: async () => ['not a url', 'http://localhost/some/path', 42 as unknown as string] });
    await harness.host.start();
    expect(harness.posts).toHaveLength(1);
  });

  it('posts no READY when the parent origin is not allowed', async () => {
    harness = hostHarness({ allowedOrigins: () => ['http://127.0.0.1:5173'] });
    await harness.host.start();
    expect(harness.posts).toEqual([]);
    expect(harness.host.appOrigin).toBeUndefined();
  });

  it('fails when the allowlist cannot be loaded, and then trusts no one', async () => {
    const handler = jest.fn(() => ({ action: 'CONNECT' as const }));
    harness = hostHarness({ allowedOrigins: () => Promise.reject(new Error('503')), handlers: { CONNECT_EMAIL: handler } });
    await expect(harness.host.start()).rejects.toThrow('503');
    harness.send(connectEmail());
    await flush();
    expect(harness.posts).toEqual([]);
    expect(handler).not.toHaveBeenCalled();
  });

  it('ignores messages before start', async () => {
    const handler = jest.fn(() => ({ action: 'CONNECT' as const }));
    harness = hostHarness({ handlers: { CONNECT_EMAIL: handler } });
    harness.send(connectEmail());
    await flush();
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('requests', () => {
  it('answers a valid request once, with the handler result, to the origin it came from', async () => {
    const handler = jest.fn(async () => ({ action: 'VERIFY_DEVICE' as const }));
    harness = hostHarness({ handlers: { CONNECT_EMAIL: handler } });
    await harness.host.start();
    harness.posts.length = 0;
    harness.send(connectEmail('abc'));
    await flush();
    expect(handler).toHaveBeenCalledWith({ email: 'ada@example.com' }, { origin: APP_ORIGIN, id: 'abc' });
    expect(harness.posts).toEqual([
      { message: { type: '@latch-frame/CONNECT_EMAIL_SUCCESS', id: 'abc', payload: { action: 'VERIFY_DEVICE' } }, targetOrigin: APP_ORIGIN },
    ]);
  });

  it('answers from a second allowed origin to that origin, and notifies it from then on', async () => {
    const other = 'https://app.example';
    harness = hostHarness({ allowedOrigins: () => [APP_ORIGIN, other], handlers: { IS_CONNECTED: () => ({ isConnected: false }) } });
    await harness.host.start();
    harness.posts.length = 0;
    harness.send({ type: '@latch-app/IS_CONNECTED', id: 'r1' }, { origin: other });
    await flush();
    expect(harness.posts.map((p) => p.targetOrigin)).toEqual([other]);
    expect(harness.host.appOrigin).toBe(other);
    expect(harness.host.notify('SESSION_UPDATE', { token: 'handle' })).toBe(true);
    expect(harness.posts[1]).toEqual({ message: { type: '@latch-frame/SESSION_UPDATE', payload: { token: 'handle' } }, targetOrigin: other });
  });

  it.each([
    ['an Error', new Error('Invalid code'), 'Invalid code'],
    ['a string', 'Please try again after 30 seconds', 'Please try again after 30 seconds'],
    ['something else', { code: 1 }, 'Unknown error'],
    ['an Error without message', new Error(''), 'Unknown error'],
  ])('answers _ERROR when the handler throws %s', async (_label, thrown, message) => {
    harness = hostHarness({
      handlers: {
        CONNECT_OTP: () => {
          throw thrown;
        },
      },
    });
    await harness.host.start();
    harness.posts.length = 0;
    harness.send({ type: '@latch-app/CONNECT_OTP', id: 'r2', payload: {} });
    await flush();
    expect(harness.posts).toEqual([{ message: { type: '@latch-frame/CONNECT_OTP_ERROR', id: 'r2', payload: { message } }, targetOrigin: APP_ORIGIN }]);
  });

  it('answers "Not supported yet: <TYPE>" for a type without handler', async () => {
    harness = hostHarness();
    await harness.host.start();
    harness.posts.length = 0;
    harness.send({ type: '@latch-app/RELOAD', id: 'r3' });
    await flush();
    expect(harness.posts[0]?.message).toEqual({ type: '@latch-frame/RELOAD_ERROR', id: 'r3', payload: { message: 'Not supported yet: RELOAD' } });
  });

  it('never posts a malformed success: it becomes an _ERROR', async () => {
    harness = hostHarness({ handlers: { GET_USER: () => ({ address: '', chainId: 1 }) } });
    await harness.host.start();
    harness.posts.length = 0;
    harness.send({ type: '@latch-app/GET_USER', id: 'r4', payload: {} });
    await flush();
    expect(harness.posts[0]?.message).toEqual({ type: '@latch-frame/GET_USER_ERROR', id: 'r4', payload: { message: 'Invalid GET_USER result from the wallet' } });
  });

  it('answers _ERROR when the result cannot be posted', async () => {
    harness = hostHarness({ handlers: { RPC_REQUEST: () => ({ result: () => 1 }) } });
    await harness.host.start();
    harness.posts.length = 0;
    harness.postToParent.mockImplementationOnce(() => {
      throw new DOMException('could not be cloned', 'DataCloneError');
    });
    harness.send({ type: '@latch-app/RPC_REQUEST', id: 'r5', payload: { method: 'eth_call' } });
    await flush();
    expect(harness.posts).toEqual([
      { message: { type: '@latch-frame/RPC_REQUEST_ERROR', id: 'r5', payload: { message: 'Invalid RPC_REQUEST result from the wallet' } }, targetOrigin: APP_ORIGIN },
    ]);
  });

  it('answers requests that run at the same time independently', async () => {
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    harness = hostHarness({
      handlers: {
        RPC_REQUEST: async () => {
          await slow;
          return { result: '0xsig' };
        },
        GET_CHAIN_ID: () => ({ chainId: 31337 }),
      },
    });
    await harness.host.start();
    harness.posts.length = 0;
    harness.send({ type: '@latch-app/RPC_REQUEST', id: 'sign', payload: { method: 'personal_sign', params: [] } });
    harness.send({ type: '@latch-app/GET_CHAIN_ID', id: 'chain' });
    await flush();
    expect(harness.posts.map((p) => p.message.id)).toEqual(['chain']);
    release();
    await flush();
    expect(harness.posts.map((p) => p.message.id)).toEqual(['chain', 'sign']);
  });
});

describe('notify', () => {
  it('posts to the verified app origin and checks the payload', async () => {
    harness = hostHarness();
    await harness.host.start();
    harness.posts.length = 0;
    expect(harness.host.notify('APPROVAL_REQUESTED', { method: 'personal_sign' })).toBe(true);
    expect(harness.host.notify('APPROVAL_SETTLED', {})).toBe(true);
    expect(harness.posts).toEqual([
      { message: { type: '@latch-frame/APPROVAL_REQUESTED', payload: { method: 'personal_sign' } }, targetOrigin: APP_ORIGIN },
      { message: { type: '@latch-frame/APPROVAL_SETTLED', payload: {} }, targetOrigin: APP_ORIGIN },
    ]);
    expect(() => harness.host.notify('SESSION_UPDATE', { token: '' })).toThrow(TypeError);
    expect(() => harness.host.notify('READY' as 'SESSION_UPDATE', { token: 'x' })).toThrow(TypeError);
  });

  it('sends nothing before an app origin is verified', async () => {
    harness = hostHarness({ allowedOrigins: () => ['https://elsewhere.example'] });
    await harness.host.start();
    expect(harness.host.notify('SESSION_UPDATE', { token: 't' })).toBe(false);
    expect(harness.posts).toEqual([]);
  });
});

describe('stop', () => {
  it('stops answering, also requests already running, and notifications', async () => {
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    harness = hostHarness({
      handlers: {
        IS_CONNECTED: async () => {
          await slow;
          return { isConnected: true };
        },
      },
    });
    await harness.host.start();
    harness.posts.length = 0;
    harness.send({ type: '@latch-app/IS_CONNECTED', id: 'r1' });
    await flush();
    harness.host.stop();
    release();
    harness.send({ type: '@latch-app/IS_CONNECTED', id: 'r2' });
    await flush();
    expect(harness.host.notify('APPROVAL_SETTLED', undefined)).toBe(false);
    expect(harness.posts).toEqual([]);
    harness.host.stop();
  });
});
