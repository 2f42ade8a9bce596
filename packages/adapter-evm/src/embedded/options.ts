import type { Clock } from '@latch/core';

export interface EmbeddedWalletOptions {
  /**
   * Where the wallet frame is served, e.g. `http://127.0.0.1:5174/`. Only that exact origin is trusted.
   * The frame is one per Latch instance, shared with the other namespaces' adapters: the first to load it names it.
   */
  frameUrl: string;
  /** Time for the frame's load and request limits (SPEC 9); the adapter's clock, else the Latch instance's. */
  clock?: Clock;
}
