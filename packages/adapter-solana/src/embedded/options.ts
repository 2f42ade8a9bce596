import type { Clock } from '@latch/core';

export interface SolanaEmbeddedWalletOptions {
  /**
   * Where the wallet frame is served, e.g. `http://127.0.0.1:5174/`; only that exact origin is trusted.
   * One frame per Latch instance holds every namespace's keys: with the EVM adapter's embedded wallet
   * configured too, both use the frame the first of them loads (give both the same URL).
   */
  frameUrl: string;
  /** Time for the frame's load and request limits (SPEC 9); the adapter's clock, else the Latch instance's. */
  clock?: Clock;
}
