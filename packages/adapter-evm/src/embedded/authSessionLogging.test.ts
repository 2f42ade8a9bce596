/** @jest-environment jsdom */
// What a listener of the embedded wallet's frame throws is written by Latch's logger, at the config's
// log level (SPEC 9: error by default), and not at all when the dApp says 'silent'.
import type { LogLevel } from '@latch/core/logger';
import { createAdapterContext, manualClock } from '@latch/core/testing';
import { embeddedSessionFor } from './authSession.js';

const FRAME = 'http://127.0.0.1:5174';
const settle = async () => {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** A session at `logLevel` whose one member throws, its frame READY, then told of an approval: what reached console.error. */
async function printedAt(logLevel: LogLevel | undefined) {
  const printed = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const clock = manualClock();
  const session = embeddedSessionFor({ frameUrl: `${FRAME}/` }, createAdapterContext({ projectId: 'latch-test', clock, ...(logLevel && { logLevel }) }), () => undefined);
  session.join(() => {
    throw new Error('member failed');
  });
  void session.isConnected().catch(() => undefined);
  await settle();
  const source = document.querySelector<HTMLIFrameElement>('iframe')!.contentWindow!;
  source.postMessage = (() => undefined) as Window['postMessage'];
  const fromFrame = (data: unknown) => window.dispatchEvent(new MessageEvent('message', { data, origin: FRAME, source }));
  fromFrame({ type: '@latch-frame/READY', payload: { version: '1' } });
  await settle();
  fromFrame({ type: '@latch-frame/APPROVAL_REQUESTED', payload: { method: 'personal_sign' } });
  session.destroy();
  const calls = printed.mock.calls;
  printed.mockRestore();
  return calls;
}

describe("the embedded wallet's frame listeners and the log level", () => {
  it('writes what a listener threw as an error by default', async () => {
    expect(await printedAt(undefined)).toEqual([['[latch]', expect.objectContaining({ message: 'member failed' })]]);
  });

  it("writes nothing at 'silent'", async () => {
    expect(await printedAt('silent')).toEqual([]);
  });
});
