import { clientPerTest, loaded, settled } from '../../test/clientHelpers.js';
import { FRAME_ORIGIN, FRAME_URL, fakeFrame } from '../../test/fakeFrame.js';
import { flush, type ManualClock } from '../../test/manualClock.js';
import { createFrameClient, type FrameClient } from './createFrameClient.js';
import { FrameError } from './errors.js';
import { FRAME_TIMEOUTS } from './timeouts.js';

let clock: ManualClock;
let client: FrameClient;
clientPerTest((made) => ({ clock, client } = made));

describe('loading', () => {
  it('creates one hidden iframe at the frame URL with the project id and protocol version', async () => {
    expect(client.iframe).toBeUndefined();
    expect(client.origin).toBe(FRAME_ORIGIN);
    const first = client.ready();
    const second = client.ready();
    expect(first).toBe(second);
    const iframe = client.iframe!;
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    expect(iframe.title).toBe('Latch embedded wallet');
    expect(new URL(iframe.src).origin).toBe(FRAME_ORIGIN);
    expect(new URL(iframe.src).searchParams.get('projectId')).toBe('latch-demo');
    expect(new URL(iframe.src).searchParams.get('v')).toBe('1');
    expect(iframe.referrerPolicy).toBe('origin');
    expect(iframe.getAttribute('allow')).toBe('publickey-credentials-create; publickey-credentials-get; clipboard-write');
    expect(iframe.style.visibility).toBe('hidden');
    expect(iframe.style.display).not.toBe('none');
    fakeFrame(client).ready('1.0.0');
    await expect(first).resolves.toEqual({ version: '1.0.0' });
  });

  it('resolves READY without a version as {}', async () => {
    const ready = client.ready();
    fakeFrame(client).send({ type: '@latch-frame/READY' });
    await expect(ready).resolves.toEqual({});
  });

  it('gives up after 20 s without READY (kind load), removes the iframe and retries with a new one', async () => {
    const ready = client.ready();
    const first = client.iframe;
    clock.advance(FRAME_TIMEOUTS.load - 1);
    expect(await settled(ready)).toBe('pending');
    clock.advance(1);
    await expect(ready).rejects.toMatchObject({ kind: 'load', message: 'Network Error - Could not load embedded wallet' });
    expect(client.iframe).toBeUndefined();
    expect(first?.isConnected).toBe(false);

    const retry = client.ready();
    expect(client.iframe).not.toBe(first);
    fakeFrame(client).ready();
    await expect(retry).resolves.toEqual({});
  });

  it('rejects a request waiting on READY when the load fails', async () => {
    const reply = client.request('IS_CONNECTED', undefined);
    clock.advance(FRAME_TIMEOUTS.load);
    await expect(reply).rejects.toMatchObject({ kind: 'load', requestType: 'IS_CONNECTED' });
  });

  it('takes a custom load time', async () => {
    const quick = createFrameClient({ frameUrl: FRAME_URL, projectId: 'p', clock, timeouts: { load: 5 } });
    const ready = quick.ready();
    clock.advance(5);
    await expect(ready).rejects.toBeInstanceOf(FrameError);
    quick.destroy();
  });

  it('refuses a frame URL that is not http(s)', () => {
    expect(() => createFrameClient({ frameUrl: 'data:text/html,hi', projectId: 'p' })).toThrow(TypeError);
    expect(() => createFrameClient({ frameUrl: 'not a url', projectId: 'p' })).toThrow();
  });
});

describe('requests', () => {
  it('sends after READY to the exact frame origin and resolves with the success payload', async () => {
    const reply = client.request('CONNECT_EMAIL', { email: 'ada@example.com' });
    const frame = fakeFrame(client);
    await flush();
    expect(frame.posts).toHaveLength(0);
    frame.ready();
    await flush();
    expect(frame.posts).toEqual([
      { message: { type: '@latch-app/CONNECT_EMAIL', id: expect.any(String), payload: { email: 'ada@example.com' } }, targetOrigin: FRAME_ORIGIN },
    ]);
    frame.succeed({ action: 'VERIFY_OTP' });
    await expect(reply).resolves.toEqual({ action: 'VERIFY_OTP' });
  });

  it('gives each request its own id and matches replies by id', async () => {
    const frame = await loaded(client);
    const a = client.request('GET_CHAIN_ID', undefined);
    const b = client.request('IS_CONNECTED', undefined);
    await flush();
    const [first, second] = frame.posts.map((p) => p.message.id);
    expect(first).not.toBe(second);
    frame.succeed({ isConnected: true }, 1);
    frame.succeed({ chainId: 31337 }, 0);
    await expect(a).resolves.toEqual({ chainId: 31337 });
    await expect(b).resolves.toEqual({ isConnected: true });
  });

  it('rejects with kind frame and the frame message on an error reply', async () => {
    const frame = await loaded(client);
    const reply = client.request('CONNECT_OTP', {});
    await flush();
    frame.fail('Invalid code');
    await expect(reply).rejects.toMatchObject({ kind: 'frame', message: 'Invalid code', requestType: 'CONNECT_OTP' });
  });

  it('ignores replies of another type or to an unknown id', async () => {
    const frame = await loaded(client);
    const reply = client.request('IS_CONNECTED', undefined);
    await flush();
    const id = frame.posts[0]!.message.id;
    frame.send({ type: '@latch-frame/GET_CHAIN_ID_SUCCESS', id, payload: { chainId: 1 } });
    frame.send({ type: '@latch-frame/IS_CONNECTED_SUCCESS', id: 'someone-else', payload: { isConnected: false } });
    expect(await settled(reply)).toBe('pending');
    frame.succeed({ isConnected: true });
    await expect(reply).resolves.toEqual({ isConnected: true });
  });

  it.each(['CONNECT_DEVICE', 'CONNECT_OTP', 'CONNECT_SOCIAL', 'CONNECT_FARCASTER'] as const)('lets %s wait for the person in the frame (a code typed, its own button pressed), as an approval does', async (type) => {
    await loaded(client);
    const reply = client.request(type, (type === 'CONNECT_SOCIAL' ? { provider: 'github' } : {}) as never);
    await flush();
    clock.advance(10 * FRAME_TIMEOUTS.request);
    expect(await settled(reply)).toBe('pending');
  });

  it.each(['CONNECT_EMAIL'] as const)(
    'times %s out 30 s after sending (kind timeout)',
    async (type) => {
      await loaded(client);
      const payloads = {
        CONNECT_EMAIL: { email: 'ada@example.com' },
      } as const;
      const reply = client.request(type, payloads[type] as never);
      await flush();
      clock.advance(FRAME_TIMEOUTS.request - 1);
      expect(await settled(reply)).toBe('pending');
      clock.advance(1);
      await expect(reply).rejects.toMatchObject({ kind: 'timeout', message: 'Embedded Wallet Request Timed Out', requestType: type });
    },
  );

  it('times an RPC read out 30 s after sending, and one the person approves after 5 minutes, unless timeoutMs is given', async () => {
    const frame = await loaded(client);
    const read = client.request('RPC_REQUEST', { method: 'eth_chainId' });
    const approval = client.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x68', '0x01'] });
    const bounded = client.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x68', '0x01'] }, { timeoutMs: 1_000 });
    const boundedFails = expect(bounded).rejects.toMatchObject({ kind: 'timeout' });
    const readFails = expect(read).rejects.toMatchObject({ kind: 'timeout', message: 'Embedded Wallet Request Timed Out', requestType: 'RPC_REQUEST' });
    await flush();
    clock.advance(FRAME_TIMEOUTS.request);
    await Promise.all([boundedFails, readFails]);
    clock.advance(FRAME_TIMEOUTS.approval - FRAME_TIMEOUTS.request - 1);
    expect(FRAME_TIMEOUTS.approval).toBe(5 * 60_000);
    expect(await settled(approval)).toBe('pending');
    frame.succeed({ result: '0xsig' }, 1);
    await expect(approval).resolves.toEqual({ result: '0xsig' });
  });

  it('cancels in the frame an approval the app stopped waiting for (timed out or aborted), and nothing for a read', async () => {
    const frame = await loaded(client);
    const cancels = () => frame.posts.filter((p) => p.message.type === '@latch-app/CANCEL_APPROVAL').length;
    const controller = new AbortController();
    const sign = client.request('RPC_REQUEST', { method: 'eth_sendTransaction', params: [{ to: '0x1' }] }, { signal: controller.signal });
    const read = client.request('RPC_REQUEST', { method: 'eth_blockNumber' }, { signal: controller.signal });
    await flush();
    controller.abort();
    const signId = frame.posts.find((p) => p.message.type === '@latch-app/RPC_REQUEST')!.message.id!;
    await expect(sign).rejects.toMatchObject({ kind: 'aborted', requestId: signId });
    await expect(read).rejects.toMatchObject({ kind: 'aborted' });
    await flush();
    expect(cancels()).toBe(1);
    // The cancel names the request: the frame ends that one, not whichever shows.
    expect(frame.posts.at(-1)!.message.payload).toEqual({ requestId: signId });

    const late = client.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x68', '0x01'] });
    await flush();
    clock.advance(FRAME_TIMEOUTS.approval);
    const lateId = frame.posts.at(-1)!.message.id!;
    await expect(late).rejects.toMatchObject({ kind: 'timeout', requestId: lateId });
    await flush();
    expect(cancels()).toBe(2);
    expect(frame.posts.at(-1)!.message.payload).toEqual({ requestId: lateId });
  });

  it('rejects with "Request was aborted" when the signal aborts, and ignores a late reply', async () => {
    const frame = await loaded(client);
    const controller = new AbortController();
    const reply = client.request('GET_USER', undefined, { signal: controller.signal });
    await flush();
    controller.abort();
    await expect(reply).rejects.toMatchObject({ kind: 'aborted', message: 'Request was aborted', requestType: 'GET_USER' });
    frame.succeed({ address: '0x1', chainId: 1 });
    await flush();
  });

  it('rejects at once, posting nothing, with an already aborted signal', async () => {
    const frame = await loaded(client);
    const controller = new AbortController();
    controller.abort();
    await expect(client.request('SIGN_OUT', undefined, { signal: controller.signal })).rejects.toMatchObject({ kind: 'aborted' });
    await flush();
    expect(frame.posts).toHaveLength(0);
  });

  it('does not post a request aborted while waiting for READY', async () => {
    const controller = new AbortController();
    const reply = client.request('IS_CONNECTED', undefined, { signal: controller.signal });
    const frame = fakeFrame(client);
    controller.abort();
    await expect(reply).rejects.toMatchObject({ kind: 'aborted' });
    frame.ready();
    await flush();
    expect(frame.posts).toHaveLength(0);
  });

  it('rejects with kind load when the iframe was taken out of the page', async () => {
    await loaded(client);
    client.iframe!.remove();
    await expect(client.request('GET_CHAIN_ID', undefined)).rejects.toMatchObject({ kind: 'load', requestType: 'GET_CHAIN_ID' });
    expect(client.iframe).toBeUndefined();
    const again = client.request('GET_CHAIN_ID', undefined);
    const frame = fakeFrame(client);
    frame.ready();
    await flush();
    frame.succeed({ chainId: 1 });
    await expect(again).resolves.toEqual({ chainId: 1 });
  });

  it('rejects a payload the browser cannot clone', async () => {
    const frame = await loaded(client);
    const error = new DOMException('could not be cloned', 'DataCloneError');
    (frame.frameWindow.postMessage as jest.Mock).mockImplementationOnce(() => {
      throw error;
    });
    await expect(client.request('RPC_REQUEST', { method: 'eth_call', params: [() => 1] })).rejects.toBe(error);
  });
});

describe('a frame that reloads', () => {
  it('rejects what the old page was answering when READY comes again, cancels nothing there, and serves the new page', async () => {
    const frame = await loaded(client);
    const user = client.request('GET_USER', undefined);
    const approval = client.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x68', '0x01'] });
    await flush();
    frame.ready('1.0.0');
    const reloaded = { kind: 'reloaded', message: 'The embedded wallet reloaded before it answered: try again' };
    await expect(user).rejects.toMatchObject({ ...reloaded, requestType: 'GET_USER' });
    await expect(approval).rejects.toMatchObject({ ...reloaded, requestType: 'RPC_REQUEST' });
    await flush();
    // The new page has no approval open: a CANCEL_APPROVAL would reach one the person opens next.
    expect(frame.posts.map((p) => p.message.type)).toEqual(['@latch-app/GET_USER', '@latch-app/RPC_REQUEST']);

    const again = client.request('IS_CONNECTED', undefined);
    await flush();
    frame.succeed({ isConnected: true });
    await expect(again).resolves.toEqual({ isConnected: true });
  });
});
