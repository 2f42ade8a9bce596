// Kept apart from the schemas in eip1193.ts, so the page's entry can know a provider without loading zod.

/** The EIP-1193 surface the adapter uses. */
export interface EIP1193Provider {
  request(args: { method: string; params?: unknown[] | object }): Promise<unknown>;
  on?(event: string, listener: (...args: unknown[]) => void): unknown;
  removeListener?(event: string, listener: (...args: unknown[]) => void): unknown;
}

export const isEip1193Provider = (value: unknown): value is EIP1193Provider =>
  typeof value === 'object' && value !== null && typeof (value as { request?: unknown }).request === 'function';
