import type { AdapterContext } from './types.js';

/** The context one Latch instance gives all its adapters; `share` keeps its objects for this context alone. */
export function createAdapterContext(config: Omit<AdapterContext, 'share'>): AdapterContext {
  const shared = new Map<string, unknown>();
  return {
    ...config,
    share: <T>(key: string, create: () => T) => (shared.has(key) ? shared.get(key) : shared.set(key, create()).get(key)) as T,
  };
}
