/** @jest-environment jsdom */
// The embedded wallet's failures as the person meets them, through a real store: the frame that
// never loads, the request never answered, the provider server messages of SPEC 8.
import { Alerts, connectEmail, createLatch, createStorage, openModal, type Latch } from '@latch/core';
import { createAdapterContext, manualClock, testNetwork } from '@latch/core/testing';
import { evmAdapter } from '../evmAdapter.js';

const FRAME = 'http://127.0.0.1:5174';
const settle = async () => {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

function setup() {
  const clock = manualClock();
  const latch = createLatch({
    projectId: 'latch-test',
    networks: [testNetwork],
    adapters: [evmAdapter({ discovery: false, clock, embeddedWallet: { frameUrl: `${FRAME}/` } })],
    storage: createStorage(null),
    clock,
    platform: { isMobile: () => false, isTelegram: () => false, isIosSafari: () => false },
  });
  return { latch, clock };
}

const frameWindow = () => document.querySelector<HTMLIFrameElement>('iframe')!.contentWindow!;

/** A message as the frame's window at the frame's origin would send it. */
const fromFrame = (data: unknown) => window.dispatchEvent(new MessageEvent('message', { data, origin: FRAME, source: frameWindow() }));

/** What the client posted to the frame. */
function spyOnFrame() {
  const posted: { type: string; id?: string }[] = [];
  frameWindow().postMessage = ((message: { type: string; id?: string }) => posted.push(message)) as Window['postMessage'];
  return posted;
}

/** An email login started against a frame that has reported READY; what the client posted so far. */
async function loginWithReadyFrame() {
  const setupResult = setup();
  latch = setupResult.latch;
  openModal(latch);
  const attempt = connectEmail(latch, 'ada@example.com');
  await settle();
  const posted = spyOnFrame();
  fromFrame({ type: '@latch-frame/READY', payload: { version: '1' } });
  await settle();
  const request = posted.find((m) => m.type === '@latch-app/CONNECT_EMAIL')!;
  return { ...setupResult, attempt, posted, request };
}

/** The adapter itself (not through core) with its frame READY and an email login under way. */
async function adapterWithReadyFrame() {
  const setupResult = setup();
  latch = setupResult.latch;
  const adapter = evmAdapter({ discovery: false, clock: setupResult.clock, embeddedWallet: { frameUrl: `${FRAME}/` } });
  adapter.init!(createAdapterContext({ projectId: 'latch-test', clock: setupResult.clock }));
  const login = adapter.emailLogin!.connectEmail({ email: 'ada@example.com' });
  await settle();
  const posted = spyOnFrame();
  fromFrame({ type: '@latch-frame/READY', payload: {} });
  await settle();
  return { adapter, login, posted, clock: setupResult.clock };
}

let latch: Latch;
afterEach(() => {
  latch.destroy();
  document.body.replaceChildren();
});

it('a frame that never reports READY: after 20 s "Network Error - Could not load embedded wallet", as an alert too', async () => {
  const setupResult = setup();
  latch = setupResult.latch;
  const attempt = connectEmail(latch, 'ada@example.com');
  await settle();
  expect(document.querySelector('iframe')?.src).toBe(`${FRAME}/?projectId=latch-test&v=1`);
  setupResult.clock.advance(19_999);
  await settle();
  expect(latch.getState().alerts.current).toBeUndefined();
  setupResult.clock.advance(1);
  await expect(attempt).rejects.toThrow(Alerts.embeddedWalletLoad.shortMessage.text);
  expect(latch.getState().alerts.current).toBe('embeddedWalletLoad');
});

it("tells the frame the config's smartSessions feature with the dApp's data", async () => {
  const clock = manualClock();
  const adapter = evmAdapter({ discovery: false, clock, embeddedWallet: { frameUrl: `${FRAME}/` } });
  latch = createLatch({ projectId: 'latch-test', networks: [testNetwork], adapters: [adapter], storage: createStorage(null), clock, features: { smartSessions: true } });
  void adapter.emailLogin!.connectEmail({ email: 'ada@example.com' }).catch(() => undefined);
  await settle();
  const posted = spyOnFrame() as { type: string; payload?: unknown }[];
  fromFrame({ type: '@latch-frame/READY', payload: {} });
  await settle();
  expect(posted[0]).toMatchObject({ type: '@latch-app/SYNC_DAPP_DATA', payload: { projectId: 'latch-test', features: { smartSessions: true } } });
});

it('an email request the frame never answers: after 30 s "Embedded Wallet Request Timed Out"', async () => {
  const { attempt, posted, clock } = await loginWithReadyFrame();
  expect(posted.map((m) => m.type)).toEqual(['@latch-app/SYNC_DAPP_DATA', '@latch-app/CONNECT_EMAIL']);
  clock.advance(30_000);
  await expect(attempt).rejects.toThrow(Alerts.embeddedWalletTimeout.shortMessage.text);
  expect(latch.getState().alerts.current).toBe('embeddedWalletTimeout');
});

it('the services refusing the origin: the frame says so and the "Invalid App Configuration" alert shows', async () => {
  const { attempt, request } = await loginWithReadyFrame();
  // A reply from another origin is dropped; the frame's own is taken.
  window.dispatchEvent(new MessageEvent('message', { data: { type: '@latch-frame/CONNECT_EMAIL_SUCCESS', id: request.id, payload: { action: 'CONNECT' } }, origin: 'http://127.0.0.1:6666', source: frameWindow() }));
  fromFrame({ type: '@latch-frame/CONNECT_EMAIL_ERROR', id: request.id, payload: { message: 'Unauthorized: origin not allowed' } });
  await expect(attempt).rejects.toThrow('Unauthorized: origin not allowed');
  expect(latch.getState().alerts.current).toBe('invalidAppConfiguration');
});

it('the frame answering the email: a known device goes on to the code view', async () => {
  const { attempt, request } = await loginWithReadyFrame();
  fromFrame({ type: '@latch-frame/CONNECT_EMAIL_SUCCESS', id: request.id, payload: { action: 'VERIFY_OTP' } });
  await expect(attempt).resolves.toBe('VERIFY_OTP');
  expect(latch.getState().router.history.at(-1)?.view).toBe('EmailVerifyOtp');
});

it('shown for an approval in the dark theme, the frame is told the theme once and laid over the slot', async () => {
  const { adapter, login, posted } = await adapterWithReadyFrame();
  adapter.showAuthFrame!({ top: 10, left: 20, width: 360, height: 420 }, 'dark', 'ja');
  adapter.showAuthFrame!({ top: 12, left: 20, width: 360, height: 420 }, 'dark', 'ja');
  await settle();
  expect(posted.filter((m) => m.type === '@latch-app/SYNC_THEME')).toEqual([expect.objectContaining({ payload: { themeMode: 'dark' } })]);
  // The modal's locale reaches the frame with the dApp's data, once.
  expect(posted.filter((m) => m.type === '@latch-app/SYNC_DAPP_DATA').map((m) => (m as { payload?: { locale?: string } }).payload?.locale)).toEqual([undefined, 'ja']);
  const iframe = document.querySelector('iframe')!;
  expect(iframe.style).toMatchObject({ position: 'fixed', top: '12px', left: '20px', width: '360px', visibility: 'visible' });
  adapter.showAuthFrame!(undefined);
  await settle();
  expect(iframe.style.visibility).toBe('hidden');
  void login.catch(() => undefined);
});

it('latch.destroy() removes the frame and aborts what waits on it', async () => {
  const { attempt } = await loginWithReadyFrame();
  const aborted = expect(attempt).rejects.toThrow('Request was aborted');
  expect(document.querySelectorAll('iframe')).toHaveLength(1);
  latch.destroy();
  await aborted;
  expect(document.querySelectorAll('iframe')).toHaveLength(0);
});

it('hiding the frame while an approval waits (the modal closed) asks the frame to cancel it; after it settles, hiding asks nothing', async () => {
  const { adapter, login, posted } = await adapterWithReadyFrame();
  const cancels = () => posted.filter((m) => m.type === '@latch-app/CANCEL_APPROVAL').length;
  fromFrame({ type: '@latch-frame/APPROVAL_REQUESTED', payload: { method: 'personal_sign' } });
  adapter.showAuthFrame!({ top: 0, left: 0, width: 360, height: 420 });
  adapter.showAuthFrame!(undefined);
  await settle();
  expect(cancels()).toBe(1);
  fromFrame({ type: '@latch-frame/APPROVAL_SETTLED', payload: {} });
  adapter.showAuthFrame!(undefined);
  await settle();
  expect(cancels()).toBe(1);
  void login.catch(() => undefined);
});

it('the code steps carry no code: the person types it into the frame, however long that takes; hiding the frame meanwhile cancels the code screen', async () => {
  const { adapter, login, posted, clock } = await adapterWithReadyFrame();
  const email = posted.find((m) => m.type === '@latch-app/CONNECT_EMAIL')!;
  fromFrame({ type: '@latch-frame/CONNECT_EMAIL_SUCCESS', id: email.id, payload: { action: 'VERIFY_DEVICE' } });
  await login;
  const device = adapter.emailLogin!.connectDevice();
  await settle();
  const asked = posted.find((m) => m.type === '@latch-app/CONNECT_DEVICE') as unknown as { id: string; payload: unknown };
  expect(asked.payload).toEqual({});
  adapter.showAuthFrame!({ top: 0, left: 0, width: 360, height: 420 });
  // SPEC 9's 30 s do not run out on a person reading their email.
  clock.advance(120_000);
  await settle();
  expect(posted.filter((m) => m.type === '@latch-app/CANCEL_APPROVAL')).toHaveLength(0);
  adapter.showAuthFrame!(undefined);
  await settle();
  expect(posted.filter((m) => m.type === '@latch-app/CANCEL_APPROVAL')).toHaveLength(1);
  fromFrame({ type: '@latch-frame/CONNECT_DEVICE_ERROR', id: asked.id, payload: { message: 'Request was aborted' } });
  await expect(device).rejects.toThrow('Request was aborted');
  adapter.showAuthFrame!(undefined);
  await settle();
  expect(posted.filter((m) => m.type === '@latch-app/CANCEL_APPROVAL')).toHaveLength(1);
});
