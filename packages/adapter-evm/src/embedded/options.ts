import type { Clock, DappMetadata } from '@latch/core';

export interface EmbeddedWalletOptions {
  /** Where the wallet frame is served, e.g. `http://127.0.0.1:5174/`. Only that exact origin is trusted. */
  frameUrl: string;
  /** Time for the frame's load and request limits (SPEC 9); the adapter's clock, else the Latch instance's. */
  clock?: Clock;
}

/** The session's options: the adapter's, with what the Latch instance told it (the project id the frame checks this app's origin against, the metadata it shows in approvals). */
export interface EmbeddedSessionOptions extends EmbeddedWalletOptions {
  projectId?: string;
  metadata?: DappMetadata;
}
