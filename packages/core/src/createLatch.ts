import { createDynamicMiddleware } from '@reduxjs/toolkit';
import { createAdapterContext } from './adapter/adapterContext.js';
import type { ChainAdapter } from './adapter/types.js';
import type { ChainNamespace } from './caip/namespaces.js';
import { systemClock, type Clock } from './clock/clock.js';
import type { LatchConfig } from './config.js';
import { siweAndSiwx, duplicateAdapter } from './errors/startupMessages.js';
import { LatchError } from './errors/LatchError.js';
import { walletEventReceived } from './features/connection/connectionEvents.js';
import { connectorsSlice } from './features/connection/connectorsSlice.js';
import { browserPlatform } from './platform.js';
import { createStorage } from './storage/storage.js';
import type { Analytics } from './store/analytics.js';
import { createApiLoader } from './store/apiLoader.js';
import { configureLatchStore } from './store/configureLatchStore.js';
import type { LatchEvent } from './store/events.js';
import type { LatchDispatch, LatchExtra, Platform } from './store/extra.js';
import { createRootReducer, sliceInjected, type LatchState } from './store/rootReducer.js';

export type { LatchConfig } from './config.js';

export type LatchStore = ReturnType<typeof configureLatchStore>;

/**
 * What a dApp holds: one instance's store and lifetime. Everything it does is an action of
 * `@latch/core` called with it, `openModal(latch)`, `connect(latch, params)`, `send(latch)`, in the
 * manner of wagmi's actions: a bundle keeps only the actions it imports.
 */
export interface Latch {
  store: LatchStore;
  getState(): LatchState;
  subscribe(listener: () => void): () => void;
  /** Calls `listener` with every event (disconnects today; analytics events as they come). Returns an unsubscribe function. */
  onEvent(listener: (event: LatchEvent) => void): () => void;
  /** Stops discovery and wallet-event subscriptions, releases the adapters, and drops the API cache and its timers. */
  destroy(): void;
  /** Where this instance runs (mobile, Telegram, iOS Safari): views pick their layout by it. */
  readonly platform: Platform;
  /** The instance's clock (the config's, or the system's): views time pairings and retries by it. */
  readonly clock: Clock;
}

/** Builds one independent Latch instance: its own store, adapters and subscriptions. */
export function createLatch(config: LatchConfig): Latch {
  if (config.siwx && config.siweConfig) throw new LatchError(siweAndSiwx);
  const siwx = config.siwx ?? config.siweConfig;
  const adapters = new Map<ChainNamespace, ChainAdapter>();
  for (const adapter of config.adapters ?? []) {
    if (adapters.has(adapter.namespace)) {
      throw new LatchError(duplicateAdapter(adapter.namespace));
    }
    adapters.set(adapter.namespace, adapter);
  }
  const reducer = createRootReducer();
  const dynamic = createDynamicMiddleware<LatchState, LatchDispatch>();
  const apiLoader = createApiLoader(reducer, dynamic, () => store.dispatch);
  const lifetime = new AbortController();
  let instanceAnalytics: Promise<Analytics> | undefined;
  const extra: LatchExtra = {
    signal: lifetime.signal,
    adapters,
    storage: config.storage ?? createStorage(),
    clock: config.clock ?? systemClock,
    platform: config.platform ?? browserPlatform,
    siwx,
    transactions: [],
    apiUrls: config.apiUrls,
    loadApi: () => apiLoader.load(),
    holdQuery: (slot, request) => apiLoader.hold(slot, request),
    // Analytics load with the first event or error, never with the page.
    analytics: () =>
      (instanceAnalytics ??= import('./store/analytics.js').then(({ createAnalytics }) => createAnalytics(extra, () => store.getState(), store.dispatch))),
    injectSlice: (slice) => {
      if (slice.reducerPath in store.getState()) return;
      reducer.inject(slice);
      store.dispatch(sliceInjected(slice.reducerPath));
    },
  };
  const eventListeners = new Set<(event: LatchEvent) => void>();
  const store = configureLatchStore(config, extra, { eventListeners }, { reducer, dynamic });
  // Once the config has passed its checks, each adapter learns what it already says (ChainAdapter.init),
  // before it is subscribed to or asked for its connectors.
  // The config's projectId, metadata, networks, features and log level, as given; the instance's clock and lifetime.
  // Nothing else of the config: its storage, API addresses, sign-in and the other adapters are core's.
  const { projectId, metadata, networks, features, logLevel } = config;
  const adapterContext = createAdapterContext({ projectId, metadata, networks, features, logLevel, clock: extra.clock, signal: lifetime.signal });
  adapters.forEach((adapter) => adapter.init?.(adapterContext));
  const { dispatch } = store;
  // What start-up settles once its chunk is in (startup.ts); nothing for an instance destroyed meanwhile
  // (its store is gone, and a test's modules may be too).
  const startup = import('./startup.js');
  const afterStartup = (settle: (module: Awaited<typeof startup>) => void) => void startup.then((module) => lifetime.signal.aborted || settle(module));
  afterStartup(({ startNetworks }) => void dispatch(startNetworks()));

  // The connector each namespace used before a reload is reconnected silently, once discovery lists it.
  const toRestore = new Set(adapters.keys());
  const restore = (namespace: ChainNamespace) =>
    afterStartup(({ restoreSavedConnection }) => {
      if (toRestore.has(namespace) && dispatch(restoreSavedConnection(namespace))) toRestore.delete(namespace);
    });

  const stops = [...adapters.values()].flatMap((adapter) => [
    adapter.subscribe((event) => dispatch(walletEventReceived({ namespace: adapter.namespace, event }))),
    adapter.watchConnectors((connectors) => {
      const { namespace } = adapter;
      dispatch(connectorsSlice.actions.discovered({ namespace, connectors }));
      if (toRestore.has(namespace)) restore(namespace);
    }),
  ]);

  return {
    store,
    platform: extra.platform,
    clock: extra.clock,
    getState: () => store.getState(),
    subscribe: (listener: () => void) => store.subscribe(listener),
    onEvent(listener) {
      eventListeners.add(listener);
      return () => eventListeners.delete(listener);
    },
    destroy: () => {
      lifetime.abort();
      stops.forEach((stop) => stop());
      adapters.forEach((adapter) => adapter.destroy?.());
      apiLoader.reset();
    },
  };
}
