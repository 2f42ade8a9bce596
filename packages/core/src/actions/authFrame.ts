import type { FrameRect } from '../adapter/types.js';
import { positionAuthFrame as positionAuthFrameThunk } from '../features/embedded/embeddedEvents.js';
import type { Latch } from '../createLatch.js';

/** Shows the embedded wallet's frame over the ApproveTransaction view's slot, or hides it (undefined). */
export const positionAuthFrame = (latch: Latch, rect: FrameRect | undefined, themeMode?: 'light' | 'dark') =>
  void latch.store.dispatch(positionAuthFrameThunk(rect, themeMode));
