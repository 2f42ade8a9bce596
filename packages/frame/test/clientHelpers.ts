import type { FrameClient } from '../src/client/createFrameClient.js';
import { fakeFrame } from './fakeFrame.js';
import { flush } from './manualClock.js';

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
