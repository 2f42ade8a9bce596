import { createDynamicMiddleware } from '@reduxjs/toolkit';
import type { ChainAdapter, ConnectResult } from './adapter/types.js';
import type { ChainNamespace } from './caip/namespaces.js';
import { systemClock } from './clock/clock.js';
import type { LatchConfig } from './config.js';
import { SIWE_AND_SIWX, duplicateAdapterMessage } from './errors/startupMessages.js';
import { LatchError } from './errors/LatchError.js';
import { adapterEventReceived, connect, disconnect, fetchBalance, type ConnectParams } from './features/connection/connectionThunks.js';
import { connectorsSlice } from './features/connection/connectorsSlice.js';
import { closeModal, goBack, openModal, shakeModal, type OpenOptions } from './features/modal/modalThunks.js';
import { routerSlice, type RouteEntry, type View } from './features/modal/routerSlice.js';
import { sendSlice, type SendState } from './features/send/sendSlice.js';
import { completeTransaction, pushTransaction, type TransactionEntry, type TransactionOutcome } from './features/send/transactionStack.js';
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

/** What a dApp holds: the store plus the actions of ARCHITECTURE.md. */
export interface Latch {
  store: LatchStore;
  getState(): LatchState;
  subscribe(listener: () => void): () => void;
  /** Opens at once, on the view SPEC 2 says; never waits on the network. */
  open(options?: OpenOptions): void;
  close(): void;
  shake(): void;
  push(route: View | RouteEntry): void;
  replace(route: View | RouteEntry): void;
  reset(route: View | RouteEntry): void;
  goBack(): void;
  goBackToIndex(index: number): void;
  connect(params: ConnectParams): Promise<ConnectResult>;
  disconnect(namespace?: ChainNamespace): Promise<void>;
  refreshBalance(namespace?: ChainNamespace): Promise<void>;
  /** Fills in the send form (token, amount, receiver, …). */
  updateSend(fields: Partial<SendState>): void;
  /** Registers a flow waiting on a transaction, and ends the newest one (SPEC 4). */
  pushTransaction(entry: TransactionEntry): void;
  completeTransaction(outcome: TransactionOutcome): void;
  /** Calls `listener` with every event (disconnects today; analytics events as they come). Returns an unsubscribe function. */
  onEvent(listener: (event: LatchEvent) => void): () => void;
  /** Reports an error to analytics (type error; at most 5 a minute). */
  reportError(error: unknown): Promise<void>;
  /** Stops discovery and wallet-event subscriptions, releases the adapters, and drops the API cache and its timers. */
  destroy(): void;
  /** Where this instance runs (mobile, Telegram, iOS Safari): views pick their layout by it. */
  readonly platform: Platform;
}

/** Builds one independent Latch instance: its own store, adapters and subscriptions. */
export function createLatch(config: LatchConfig): Latch {
  if (config.siwx && config.siweConfig) throw new LatchError(SIWE_AND_SIWX);
  const siwx = config.siwx ?? config.siweConfig;
  const adapters = new Map<ChainNamespace, ChainAdapter>();
  for (const adapter of config.adapters ?? []) {
    if (adapters.has(adapter.namespace)) {
      throw new LatchError(duplicateAdapterMessage(adapter.namespace));
    }
    adapters.set(adapter.namespace, adapter);
  }
  const reducer = createRootReducer();
  const dynamic = createDynamicMiddleware<LatchState, LatchDispatch>();
  const apiLoader = createApiLoader(reducer, dynamic, () => store.dispatch);
  const lifetime = new AbortController();
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
    injectSlice: (slice) => {
      if (slice.reducerPath in store.getState()) return;
      reducer.inject(slice);
      store.dispatch(sliceInjected(slice.reducerPath));
    },
  };
  const eventListeners = new Set<(event: LatchEvent) => void>();
  // Analytics load with the first event or error, never with the page.
  let instanceAnalytics: Promise<Analytics> | undefined;
  const analytics = () =>
    (instanceAnalytics ??= import('./store/analytics.js').then(({ createAnalytics }) => createAnalytics(extra, () => store.getState(), store.dispatch)));
  const store = configureLatchStore(config, extra, { eventListeners, analytics }, { reducer, dynamic });
  const { dispatch } = store;

  // The connector each namespace used before a reload is reconnected silently, once discovery lists it.
  const toRestore = new Set(adapters.keys());
  const restore = (namespace: ChainNamespace) =>
    void import('./features/connection/restore.js').then(({ restoreSavedConnection }) => {
      if (toRestore.has(namespace) && dispatch(restoreSavedConnection(namespace))) toRestore.delete(namespace);
    });

  const stops = [...adapters.values()].flatMap((adapter) => [
    adapter.subscribe((event) => dispatch(adapterEventReceived(adapter.namespace, event))),
    adapter.watchConnectors((connectors) => {
      const { namespace } = adapter;
      dispatch(connectorsSlice.actions.discovered({ namespace, connectors }));
      if (toRestore.has(namespace)) restore(namespace);
    }),
  ]);

  return {
    store,
    platform: extra.platform,
    getState: () => store.getState(),
    subscribe: (listener: () => void) => store.subscribe(listener),
    open: (options?: OpenOptions) => dispatch(openModal(options)),
    close: () => dispatch(closeModal()),
    shake: () => dispatch(shakeModal()),
    push: (route) => void dispatch(routerSlice.actions.pushed(route)),
    replace: (route) => void dispatch(routerSlice.actions.replaced(route)),
    reset: (route) => void dispatch(routerSlice.actions.reset(route)),
    goBack: () => dispatch(goBack()),
    goBackToIndex: (index) => void dispatch(routerSlice.actions.wentBackToIndex(index)),
    connect: (params) => dispatch(connect(params)),
    disconnect: (namespace) => dispatch(disconnect({ namespace })),
    refreshBalance: (namespace) => dispatch(fetchBalance(namespace ?? store.getState().networks.activeNamespace)),
    updateSend: (fields) => void dispatch(sendSlice.actions.updated(fields)),
    pushTransaction: (entry) => dispatch(pushTransaction(entry)),
    completeTransaction: (outcome) => dispatch(completeTransaction(outcome)),
    onEvent(listener) {
      eventListeners.add(listener);
      return () => eventListeners.delete(listener);
    },
    reportError: async (error) => (await analytics()).error(error),
    destroy: () => {
      lifetime.abort();
      stops.forEach((stop) => stop());
      adapters.forEach((adapter) => adapter.destroy?.());
      apiLoader.reset();
    },
  };
}
