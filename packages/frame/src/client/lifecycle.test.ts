// sign-out, notifications, show/hide and destroy of the app-side client.
import { clientPerTest, loaded, settled } from '../../test/clientHelpers.js';
import { flush, type ManualClock } from '../../test/manualClock.js';
import type { FrameClient } from './createFrameClient.js';
import { FRAME_TIMEOUTS } from './timeouts.js';

let clock: ManualClock;
let client: FrameClient;
clientPerTest((made) => ({ clock, client } = made));

describe('signOut', () => {
  it('resolves after 3 s when the frame does not answer', async () => {
    const frame = await loaded(client);
    const done = client.signOut();
    await flush();
    expect(frame.posts.map((p) => p.message.type)).toEqual(['@latch-app/SIGN_OUT']);
    clock.advance(FRAME_TIMEOUTS.signOut - 1);
    expect(await settled(done)).toBe('pending');
    clock.advance(1);
    await expect(done).resolves.toBeUndefined();
    expect(clock.pending).toBe(0);
  });

  it('resolves as soon as the frame answers, success or error', async () => {
    const frame = await loaded(client);
    const first = client.signOut();
    await flush();
    frame.succeed({});
    await expect(first).resolves.toBeUndefined();
    const second = client.signOut();
    await flush();
    frame.fail('Not connected');
    await expect(second).resolves.toBeUndefined();
    expect(clock.pending).toBe(0);
  });

  it('resolves after 3 s even when the frame never loads', async () => {
    const done = client.signOut();
    clock.advance(FRAME_TIMEOUTS.signOut);
    await expect(done).resolves.toBeUndefined();
  });

  it('resolves at once after destroy', async () => {
    client.destroy();
    await expect(client.signOut()).resolves.toBeUndefined();
  });
});

describe('notifications', () => {
  it('passes READY, SESSION_UPDATE and approval notices to subscribers until they unsubscribe', async () => {
    const seen: string[] = [];
    const unsubscribe = client.subscribe((message) => seen.push(message.type));
    const frame = await loaded(client);
    frame.send({ type: '@latch-frame/SESSION_UPDATE', payload: { token: 'handle' } });
    frame.send({ type: '@latch-frame/APPROVAL_REQUESTED', payload: { method: 'personal_sign' } });
    frame.send({ type: '@latch-frame/APPROVAL_SETTLED', payload: {} });
    frame.send({ type: '@latch-frame/IS_CONNECTED_SUCCESS', id: 'x', payload: { isConnected: true } });
    unsubscribe();
    frame.send({ type: '@latch-frame/SESSION_UPDATE', payload: { token: 'other' } });
    expect(seen).toEqual(['@latch-frame/READY', '@latch-frame/SESSION_UPDATE', '@latch-frame/APPROVAL_REQUESTED', '@latch-frame/APPROVAL_SETTLED']);
  });

  it('keeps delivering when one subscriber throws', async () => {
    const reported = jest.fn();
    const original = globalThis.reportError;
    globalThis.reportError = reported;
    try {
      const seen = jest.fn();
      client.subscribe(() => {
        throw new Error('boom');
      });
      client.subscribe(seen);
      await loaded(client);
      expect(seen).toHaveBeenCalledTimes(1);
      expect(reported).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }));
    } finally {
      globalThis.reportError = original;
    }
  });
});

describe('show and hide', () => {
  it('positions the iframe over a rect through element.style, and hides it again', async () => {
    client.show({ top: 1, left: 2, width: 3, height: 4 }); // no iframe yet: nothing happens
    await loaded(client);
    const iframe = client.iframe!;
    const focus = jest.spyOn(iframe, 'focus');
    client.show({ top: 10, left: 20, width: 360, height: 600 });
    expect(focus).toHaveBeenCalledTimes(1);
    expect(iframe.style).toMatchObject({ position: 'fixed', top: '10px', left: '20px', width: '360px', height: '600px', visibility: 'visible', zIndex: '1000' });
    expect(iframe.getAttribute('aria-hidden')).toBeNull();
    client.show({ top: 0, left: 0, width: 1, height: 1, zIndex: 5000 });
    expect(iframe.style.zIndex).toBe('5000');
    // Placed again (a resize): focus stays where the person put it.
    expect(focus).toHaveBeenCalledTimes(1);
    client.hide();
    expect(iframe.style).toMatchObject({ visibility: 'hidden', width: '0px', height: '0px', pointerEvents: 'none' });
    expect(iframe.getAttribute('aria-hidden')).toBe('true');
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });
});

describe('destroy', () => {
  it('rejects waiting requests, removes the iframe and ignores later messages', async () => {
    const seen = jest.fn();
    client.subscribe(seen);
    const frame = await loaded(client);
    seen.mockClear();
    const reply = client.request('RPC_REQUEST', { method: 'eth_sendTransaction', params: [] });
    await flush();
    const iframe = client.iframe!;
    client.destroy();
    await expect(reply).rejects.toMatchObject({ kind: 'destroyed', requestType: 'RPC_REQUEST' });
    expect(iframe.isConnected).toBe(false);
    expect(client.iframe).toBeUndefined();
    frame.send({ type: '@latch-frame/SESSION_UPDATE', payload: { token: 't' } });
    expect(seen).not.toHaveBeenCalled();
    await expect(client.request('IS_CONNECTED', undefined)).rejects.toMatchObject({ kind: 'destroyed' });
    await expect(client.ready()).rejects.toMatchObject({ kind: 'destroyed' });
    client.destroy();
  });

  it('removes its message listener', async () => {
    const remove = jest.spyOn(window, 'removeEventListener');
    await loaded(client);
    client.destroy();
    expect(remove).toHaveBeenCalledWith('message', expect.any(Function));
  });

  it('rejects a load in progress', async () => {
    const ready = client.ready();
    client.destroy();
    await expect(ready).rejects.toMatchObject({ kind: 'destroyed' });
    expect(clock.pending).toBe(0);
  });
});
