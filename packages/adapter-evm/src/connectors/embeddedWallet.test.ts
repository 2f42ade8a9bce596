/** @jest-environment jsdom */
// The embedded wallet's project id, metadata and clock are the Latch instance's (ChainAdapter.init):
// followed here from `createLatch` to the frame's URL and its "sync dApp data" request.
import { Alerts, createLatch, createStorage, type AdapterEvent, type Latch } from '@latch/core';
import { SDK_TYPE, SDK_VERSION } from '@latch/core/api';
import { manualClock, testNetwork } from '@latch/core/testing';
import { evmAdapter } from '../evmAdapter.js';

const FRAME = 'http://127.0.0.1:5174';
const metadata = { name: 'Shop', description: 'A shop', url: 'http://127.0.0.1:5173', icons: ['http://127.0.0.1:5173/icon.png'] };
const settle = async () => {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};
const frame = () => document.querySelector<HTMLIFrameElement>('iframe');

let latch: Latch | undefined;
afterEach(() => {
  latch?.destroy();
  latch = undefined;
  document.body.replaceChildren();
});

/** A Latch whose only adapter has an embedded wallet and no project id, metadata or clock of its own. */
function setup() {
  const clock = manualClock();
  const adapter = evmAdapter({ discovery: false, embeddedWallet: { frameUrl: `${FRAME}/` } });
  latch = createLatch({ projectId: 'shop', metadata, networks: [testNetwork], adapters: [adapter], storage: createStorage(null), clock });
  return { adapter, clock };
}

it("loads the frame for the instance's project and tells it the instance's metadata", async () => {
  const { adapter } = setup();
  const login = adapter.emailLogin!.connectEmail({ email: 'ada@example.com' });
  void login.catch(() => undefined);
  await settle();
  expect(frame()?.src).toBe(`${FRAME}/?projectId=shop&v=1`);
  const posted: { type: string; payload?: unknown }[] = [];
  frame()!.contentWindow!.postMessage = ((message: { type: string; payload?: unknown }) => posted.push(message)) as Window['postMessage'];
  window.dispatchEvent(new MessageEvent('message', { data: { type: '@latch-frame/READY', payload: {} }, origin: FRAME, source: frame()!.contentWindow }));
  await settle();
  expect(posted.find((m) => m.type === '@latch-app/SYNC_DAPP_DATA')?.payload).toEqual({ metadata, projectId: 'shop', sdkVersion: SDK_VERSION, sdkType: SDK_TYPE });
});

it("times the frame's load by the instance's clock", async () => {
  const { adapter, clock } = setup();
  let refusal: unknown;
  void adapter.emailLogin!.connectEmail({ email: 'ada@example.com' }).catch((error: unknown) => (refusal = error));
  await settle();
  clock.advance(19_999);
  await settle();
  expect(refusal).toBeUndefined();
  clock.advance(1);
  await settle();
  expect(refusal).toMatchObject({ message: Alerts.embeddedWalletLoad.shortMessage.text });
});

it('without a Latch instance, refuses with "Project ID Not Configured" (as an alert too) and loads no frame', async () => {
  const adapter = evmAdapter({ discovery: false, embeddedWallet: { frameUrl: `${FRAME}/` } });
  const events: AdapterEvent[] = [];
  adapter.subscribe((event) => events.push(event));
  await expect(adapter.emailLogin!.connectEmail({ email: 'ada@example.com' })).rejects.toThrow(Alerts.projectIdNotConfigured.shortMessage.text);
  expect(events).toEqual([{ type: 'alert', alert: 'projectIdNotConfigured' }]);
  expect(frame()).toBeNull();
});
