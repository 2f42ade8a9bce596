// One session shared by several adapters: requests wait for READY and the dApp data, approval
// notices reach one member, a sign-out reaches all and is sent once, the same placement twice is
// one placement.
import { createFrameClient, type FrameClient } from '../client/createFrameClient.js';
import { FRAME_URL, fakeFrame } from '../../test/fakeFrame.js';
import { flush, ManualClock } from '../../test/manualClock.js';
import { FRAME_TIMEOUTS } from '../client/timeouts.js';
import { createEmbeddedSession, type EmbeddedSession, type EmbeddedSessionEvent } from './embeddedSession.js';

let client: FrameClient;
let session: EmbeddedSession;

beforeEach(() => {
  const clock = new ManualClock();
  session = createEmbeddedSession({ frameUrl: FRAME_URL, projectId: 'latch-demo', sdkVersion: '4', sdkType: 'latch', clock }, (options) => (client = createFrameClient(options)));
});
afterEach(() => {
  session.destroy();
  jest.restoreAllMocks();
});

/** The session's first request under way, the frame READY: the fake frame and that request's answer. */
async function readyWith<T>(start: () => Promise<T>) {
  const answer = start();
  const frame = fakeFrame(client);
  frame.ready('1');
  await flush();
  return { frame, answer };
}

it('tells the frame who the dApp is before the first request, and answers that request', async () => {
  const { frame, answer } = await readyWith(() => session.isConnected());
  expect(frame.posts.map((p) => p.message.type)).toEqual(['@latch-app/SYNC_DAPP_DATA', '@latch-app/IS_CONNECTED']);
  expect(frame.posts[0]!.message.payload).toEqual({ projectId: 'latch-demo', sdkVersion: '4', sdkType: 'latch' });
  frame.succeed({ isConnected: true });
  await expect(answer).resolves.toBe(true);
});

it("tells the frame the dApp's smartSessions feature when it was given", async () => {
  session.destroy();
  session = createEmbeddedSession(
    { frameUrl: FRAME_URL, projectId: 'latch-demo', sdkVersion: '4', sdkType: 'latch', clock: new ManualClock(), features: { smartSessions: true } },
    (options) => (client = createFrameClient(options)),
  );
  const { frame, answer } = await readyWith(() => session.isConnected());
  expect(frame.posts[0]!.message).toMatchObject({ type: '@latch-app/SYNC_DAPP_DATA', payload: { projectId: 'latch-demo', features: { smartSessions: true } } });
  frame.succeed({ isConnected: true });
  await expect(answer).resolves.toBe(true);
});

it("tells the frame the modal's locale, and tells it again when the frame is shown in another", async () => {
  session.destroy();
  session = createEmbeddedSession({ frameUrl: FRAME_URL, projectId: 'latch-demo', sdkVersion: '4', sdkType: 'latch', clock: new ManualClock(), locale: 'fr' }, (options) => (client = createFrameClient(options)));
  const { frame, answer } = await readyWith(() => session.isConnected());
  expect(frame.posts[0]!.message.payload).toEqual({ locale: 'fr', projectId: 'latch-demo', sdkVersion: '4', sdkType: 'latch' });
  frame.succeed({ isConnected: true });
  await answer;
  const rect = { top: 1, left: 2, width: 360, height: 400 };
  session.showFrame(rect, 'light', 'fr');
  session.showFrame(undefined, 'light', 'ja');
  await flush();
  const synced = frame.posts.filter((p) => p.message.type === '@latch-app/SYNC_DAPP_DATA').map((p) => (p.message.payload as { locale?: string }).locale);
  expect(synced).toEqual(['fr', 'ja']);
});

it("tells the session's onError (the adapters' logger) what a member threw, and does not print it itself", async () => {
  session.destroy();
  const onError = jest.fn();
  // jsdom has no reportError: the client's own fallback is console.error.
  const printed = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  session = createEmbeddedSession({ frameUrl: FRAME_URL, projectId: 'latch-demo', sdkVersion: '4', sdkType: 'latch', clock: new ManualClock(), onError }, (options) => (client = createFrameClient(options)));
  session.join(() => {
    throw new Error('member failed');
  });
  const { frame, answer } = await readyWith(() => session.isConnected());
  frame.succeed({ isConnected: true });
  await answer;
  frame.send({ type: '@latch-frame/APPROVAL_REQUESTED', payload: { method: 'personal_sign' } });
  expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'member failed' }));
  expect(printed).not.toHaveBeenCalled();
});

it('passes approval notices to the first member only, and a sign-out to every member, sending SIGN_OUT once', async () => {
  const first: EmbeddedSessionEvent[] = [];
  const second: EmbeddedSessionEvent[] = [];
  const leaveFirst = session.join((event) => first.push(event));
  session.join((event) => second.push(event));
  const { frame, answer } = await readyWith(() => session.isConnected());
  frame.succeed({ isConnected: true });
  await answer;
  frame.send({ type: '@latch-frame/APPROVAL_REQUESTED', payload: { method: 'solana_signMessage' } });
  frame.send({ type: '@latch-frame/APPROVAL_SETTLED', payload: {} });
  expect(first.map((e) => e.type)).toEqual(['approvalRequested', 'approvalSettled']);
  expect(second).toEqual([]);

  const outs = [session.signOut(), session.signOut()];
  await flush();
  expect(frame.posts.filter((p) => p.message.type === '@latch-app/SIGN_OUT')).toHaveLength(1);
  frame.succeed({});
  await Promise.all(outs);
  expect(first.at(-1)).toEqual({ type: 'ended' });
  expect(second).toEqual([{ type: 'ended' }]);
  // The first member gone, the next one hears the approvals.
  leaveFirst();
  frame.send({ type: '@latch-frame/APPROVAL_REQUESTED', payload: { method: 'personal_sign' } });
  expect(second.at(-1)).toEqual({ type: 'approvalRequested' });
});

it('places the frame once for the same rect, and cancels a waiting approval once when hidden', async () => {
  const { frame, answer } = await readyWith(() => session.isConnected());
  frame.succeed({ isConnected: true });
  await answer;
  frame.send({ type: '@latch-frame/APPROVAL_REQUESTED', payload: { method: 'solana_signTransaction' } });
  const rect = { top: 1, left: 2, width: 360, height: 400 };
  const focus = jest.spyOn(client.iframe!, 'focus');
  session.showFrame(rect);
  session.showFrame({ ...rect });
  expect(focus).toHaveBeenCalledTimes(1);
  expect(client.iframe!.style.visibility).toBe('visible');
  session.showFrame(undefined);
  session.showFrame(undefined);
  await flush();
  expect(client.iframe!.style.visibility).toBe('hidden');
  expect(frame.posts.filter((p) => p.message.type === '@latch-app/CANCEL_APPROVAL')).toHaveLength(1);
});

describe('an approval the app stopped waiting for', () => {
  const SIGN = { method: 'personal_sign' as const, params: ['0x68', '0x01'] };
  const rect = { top: 1, left: 2, width: 360, height: 400 };

  /** The session READY, one member listening, and an approval under way, shown by the frame over the dialog. */
  async function approvalShown(clock: ManualClock) {
    session.destroy();
    session = createEmbeddedSession({ frameUrl: FRAME_URL, projectId: 'latch-demo', sdkVersion: '4', sdkType: 'latch', clock }, (options) => (client = createFrameClient(options)));
    const events: EmbeddedSessionEvent['type'][] = [];
    session.join((event) => events.push(event.type));
    const { frame, answer } = await readyWith(() => session.request('RPC_REQUEST', SIGN));
    const outcome = answer.then(
      () => 'answered',
      (error: unknown) => error,
    );
    const id = frame.posts.at(-1)!.message.id!;
    frame.send({ type: '@latch-frame/APPROVAL_REQUESTED', payload: { method: 'personal_sign', requestId: id } });
    session.showFrame(rect);
    return { frame, id, events, outcome };
  }

  it('closes its dialog when it times out and the frame stays silent', async () => {
    const clock = new ManualClock();
    const { frame, id, events, outcome } = await approvalShown(clock);
    expect(events).toEqual(['approvalRequested']);
    clock.advance(FRAME_TIMEOUTS.approval);
    expect(await outcome).toMatchObject({ kind: 'timeout' });
    await flush();
    // The frame never answered: the session itself says the approval is over, and hides the frame.
    expect(events).toEqual(['approvalRequested', 'approvalSettled']);
    expect(client.iframe!.style.visibility).toBe('hidden');
    expect(frame.posts.filter((p) => p.message.type === '@latch-app/CANCEL_APPROVAL').map((p) => p.message.payload)).toEqual([{ requestId: id }]);
    // The dialog is closed: placing the frame again shows it, hiding it again cancels nothing more.
    session.showFrame(undefined);
    await flush();
    expect(frame.posts.filter((p) => p.message.type === '@latch-app/CANCEL_APPROVAL')).toHaveLength(1);
  });

  it('closes its dialog when the frame reloads before it answered', async () => {
    const { frame, events, outcome } = await approvalShown(new ManualClock());
    frame.ready('1');
    expect(await outcome).toMatchObject({ kind: 'reloaded' });
    await flush();
    expect(events).toEqual(['approvalRequested', 'approvalSettled']);
    expect(client.iframe!.style.visibility).toBe('hidden');
    // The new page has nothing open: no cancel goes to it, not even when the dialog is hidden again.
    session.showFrame(undefined);
    await flush();
    expect(frame.posts.filter((p) => p.message.type === '@latch-app/CANCEL_APPROVAL')).toHaveLength(0);
  });

  it('leaves the dialog open while the request it shows waits, when another approval times out', async () => {
    const clock = new ManualClock();
    const { frame, id: first, events } = await approvalShown(clock);
    clock.advance(1_000);
    const second = session.request('RPC_REQUEST', SIGN).catch((error: unknown) => error);
    await flush();
    const shown = frame.posts.at(-1)!.message.id!;
    // The frame shows the second request (the first is still being prepared there).
    frame.send({ type: '@latch-frame/APPROVAL_REQUESTED', payload: { method: 'personal_sign', requestId: shown } });
    clock.advance(FRAME_TIMEOUTS.approval - 1_000);
    await flush();
    expect(frame.posts.filter((p) => p.message.type === '@latch-app/CANCEL_APPROVAL').map((p) => p.message.payload)).toEqual([{ requestId: first }]);
    expect(events).toEqual(['approvalRequested', 'approvalRequested']);
    expect(client.iframe!.style.visibility).toBe('visible');
    clock.advance(1_000);
    expect(await second).toMatchObject({ kind: 'timeout' });
    await flush();
    expect(events.at(-1)).toBe('approvalSettled');
    expect(client.iframe!.style.visibility).toBe('hidden');
  });
});
