import type { CaipNetwork } from '../caip/network.js';
import type { Clock } from '../clock/clock.js';
import type { DappMetadata } from '../features/options/optionsSlice.js';
import type { AdapterContext } from './types.js';

/** The context one Latch instance gives all its adapters; `share` keeps its objects for this context alone. */
export function createAdapterContext(config: { projectId: string; metadata?: DappMetadata; clock: Clock; networks?: readonly CaipNetwork[] }): AdapterContext {
  const shared = new Map<string, unknown>();
  return {
    ...config,
    share: <T>(key: string, create: () => T) => (shared.has(key) ? shared.get(key) : shared.set(key, create()).get(key)) as T,
  };
}
