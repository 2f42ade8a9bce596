// Kept apart from the schemas in eip1193.ts, so the page's entry can know a provider without loading zod.
import type { EmbeddedUser } from '@latch/core';

/** The EIP-1193 surface the adapter uses. */
export interface EIP1193Provider {
  request(args: { method: string; params?: unknown[] | object }): Promise<unknown>;
  on?(event: string, listener: (...args: unknown[]) => void): unknown;
  removeListener?(event: string, listener: (...args: unknown[]) => void): unknown;
  /** The embedded wallet's provider only: who logged in, as the frame last said it (core shows it with the account). */
  embeddedUser?(): EmbeddedUser | undefined;
}

export const isEip1193Provider = (value: unknown): value is EIP1193Provider =>
  typeof value === 'object' && value !== null && typeof (value as { request?: unknown }).request === 'function';
