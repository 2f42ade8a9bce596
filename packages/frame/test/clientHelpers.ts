import { createFrameClient, type FrameClient } from '../src/client/createFrameClient.js';
import { FRAME_URL, fakeFrame } from './fakeFrame.js';
import { flush, ManualClock } from './manualClock.js';

/** Gives each test a fresh client over its own manual clock, destroyed (with any spies) after it. */
export function clientPerTest(use: (made: { clock: ManualClock; client: FrameClient }) => void): void {
  let client: FrameClient | undefined;
  beforeEach(() => {
    const clock = new ManualClock();
    client = createFrameClient({ frameUrl: FRAME_URL, projectId: 'latch-demo', clock });
    use({ clock, client });
  });
  afterEach(() => {
    client?.destroy();
    jest.restoreAllMocks();
  });
}

/** Starts loading, plays READY and returns the fake frame. */
export async function loaded(client: FrameClient) {
  const ready = client.ready();
  const frame = fakeFrame(client);
  frame.ready('1.0.0');
  await ready;
  return frame;
}

/** 'pending', 'resolved' or 'rejected' once pending callbacks have run. */
export async function settled(promise: Promise<unknown>): Promise<string> {
  let state = 'pending';
  promise.then(
    () => (state = 'resolved'),
    () => (state = 'rejected'),
  );
  await flush();
  return state;
}
