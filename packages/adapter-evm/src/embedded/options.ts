import type { Clock } from '@latch/core';

export interface EmbeddedWalletOptions {
  /** Where the wallet frame is served, e.g. `http://127.0.0.1:5174/`. Only that exact origin is trusted. */
  frameUrl: string;
  /** The project id the frame checks this app's origin against. */
  projectId: string;
  /** The dApp's name, description, url and icons, shown by the frame when it asks for an approval. */
  metadata?: { name: string; description: string; url: string; icons: string[] };
  /** Time for the frame's load and request limits (SPEC 9); the adapter's clock, else the system's. */
  clock?: Clock;
}
