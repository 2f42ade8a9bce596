import { configureStore, createDynamicMiddleware, type DynamicMiddlewareInstance } from '@reduxjs/toolkit';
import type { ChainAdapter, ConnectResult } from './adapter/types.js';
import type { ChainNamespace } from './caip/namespaces.js';
import type { CaipNetwork } from './caip/network.js';
import { systemClock, type Clock } from './clock/clock.js';
import { NETWORK_NOT_FOUND, SIWE_AND_SIWX, duplicateAdapterMessage } from './errors/startupMessages.js';
import { LatchError } from './errors/LatchError.js';
import { createStorage, type LatchStorage } from './storage/storage.js';
import { adapterEventReceived, connect, disconnect, fetchBalance, type ConnectParams } from './store/connectionThunks.js';
import { connectorsSlice } from './store/connectorsSlice.js';
import type { ApiUrls, LatchDispatch, LatchExtra, Platform } from './store/extra.js';
import { createApiLoader } from './store/apiLoader.js';
import type { Analytics } from './store/analytics.js';
import { closeModal, goBack, openModal, shakeModal, type OpenOptions } from './store/modalThunks.js';
import { initialNetworksState } from './store/networksSlice.js';
import { ACTIVE_NETWORK_KEY } from './store/storageKeys.js';
import { defaultOptions, type ConnectMethod, type ConnectorTypeOrderItem, type DappMetadata, type Features, type WalletFeature } from './store/optionsSlice.js';
import { createLatchListeners } from './store/listeners.js';
import { sendSlice, type SendState } from './store/sendSlice.js';
import { completeTransaction, pushTransaction, type TransactionEntry, type TransactionOutcome } from './store/transactionStack.js';
import type { SiwxConfig } from './siwx/types.js';
import type { LatchEvent } from './store/events.js';
import { createRootReducer, sliceInjected, type LatchState, type RootReducer } from './store/rootReducer.js';
import { routerSlice, type RouteEntry, type View } from './store/routerSlice.js';
import type { ThemeMode, ThemeVariables } from './store/themeSlice.js';

export interface LatchConfig {
  projectId: string;
  /** The networks the dApp supports; the first is the default unless `defaultNetwork` says otherwise. */
  networks: readonly CaipNetwork[];
  defaultNetwork?: CaipNetwork;
  adapters?: readonly ChainAdapter[];
  metadata?: DappMetadata;
  features?: Partial<Features>;
  connectMethodsOrder?: ConnectMethod[];
  connectorTypeOrder?: ConnectorTypeOrderItem[];
  walletFeaturesOrder?: WalletFeature[];
  /** The dApp drives WalletConnect itself (SPEC 2 opening rule). */
  manualWCControl?: boolean;
  /** The modal lives in the page: closing returns to Account or Connect instead of hiding it. */
  embedded?: boolean;
  /** Wallets shown first, in this order (the listing's ids). */
  featuredWalletIds?: string[];
  /** Only these wallets are listed. */
  includeWalletIds?: string[];
  /** These wallets are never listed. */
  excludeWalletIds?: string[];
  /** Whether the person may switch networks from the modal (default true). */
  enableNetworkSwitch?: boolean;
  /** Whether an account may stay on a network that is not configured without being asked to switch. */
  allowUnsupportedChain?: boolean;
  /** EIP-155 chain ids where swaps are offered, in place of SPEC 9's list: a local chain whose services have a DEX, say. */
  swapChainIds?: number[];
  /** Sign-in with a wallet signature (SIWX). */
  siwx?: SiwxConfig;
  /** The older name of `siwx`; setting both is an error. */
  siweConfig?: SiwxConfig;
  /** Light, dark, or the system's (the default). */
  themeMode?: ThemeMode;
  themeVariables?: ThemeVariables;
  /** Base URLs of the Wallet API, the Blockchain API and analytics; without them the API layer is off. */
  apiUrls?: ApiUrls;
  storage?: LatchStorage;
  clock?: Clock;
  platform?: Platform;
}

// Hand-written rather than zod, which would join the page's entry for this one read.
const caipNetworkIdSchema = {
  safeParse: (value: unknown) => (typeof value === 'string' ? { success: true as const, data: value } : { success: false as const }),
};

const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile/i;
const agent = () => (typeof navigator === 'undefined' ? '' : navigator.userAgent);
const browserPlatform: Platform = {
  isMobile: () => MOBILE_AGENT.test(agent()),
  isTelegram: () => typeof window !== 'undefined' && (Boolean((window as { Telegram?: { WebApp?: unknown } }).Telegram?.WebApp) || /Telegram/i.test(agent())),
  isIosSafari: () => /iPhone|iPad|iPod/.test(agent()) && /Safari/.test(agent()) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(agent()),
  // A task queued from the frame callback runs after that frame is painted.
  afterPaint: (work) => (typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => setTimeout(work, 0)) : setTimeout(work, 0)),
};

function buildStore(
  config: LatchConfig,
  extra: LatchExtra,
  { eventListeners, analytics }: { eventListeners: Set<(event: LatchEvent) => void>; analytics: () => Promise<Analytics> },
  { reducer, dynamic }: { reducer: RootReducer; dynamic: DynamicMiddlewareInstance<LatchState, LatchDispatch> },
) {
  const [first] = config.networks;
  if (!first) throw new LatchError(NETWORK_NOT_FOUND, { details: 'Configure at least one network.' });
  const configuredDefault = config.defaultNetwork ?? first;
  if (!config.networks.some((n) => n.caipNetworkId === configuredDefault.caipNetworkId)) {
    throw new LatchError(NETWORK_NOT_FOUND, { details: `${configuredDefault.caipNetworkId} is not in the networks array.` });
  }
  // The network the person chose last time, while it is still configured (SPEC 4 stores it on every switch).
  const storedId = extra.storage.get(ACTIVE_NETWORK_KEY, caipNetworkIdSchema);
  const defaultNetwork = config.networks.find((n) => n.caipNetworkId === storedId) ?? configuredDefault;
  const options = defaultOptions();
  const preloadedState = {
    networks: initialNetworksState([...config.networks], defaultNetwork),
    options: {
      ...options,
      projectId: config.projectId,
      metadata: config.metadata,
      features: { ...options.features, ...config.features },
      connectMethodsOrder: config.connectMethodsOrder ?? options.connectMethodsOrder,
      connectorTypeOrder: config.connectorTypeOrder ?? options.connectorTypeOrder,
      walletFeaturesOrder: config.walletFeaturesOrder ?? options.walletFeaturesOrder,
      adapterNamespaces: [...extra.adapters.keys()],
      manualWCControl: config.manualWCControl ?? false,
      embedded: config.embedded ?? false,
      walletListing: config.apiUrls !== undefined,
      enableNetworkSwitch: config.enableNetworkSwitch ?? true,
      allowUnsupportedChain: config.allowUnsupportedChain ?? false,
      featuredWalletIds: [...(config.featuredWalletIds ?? [])],
      includeWalletIds: [...(config.includeWalletIds ?? [])],
      excludeWalletIds: [...(config.excludeWalletIds ?? [])],
      ...(config.swapChainIds && { swapChainIds: [...config.swapChainIds] }),
    },
    siwx: { enabled: extra.siwx !== undefined, required: extra.siwx?.required ?? false },
    theme: { themeMode: config.themeMode ?? 'system', themeVariables: { ...config.themeVariables } },
  };
  const listeners = createLatchListeners(extra, eventListeners, analytics);
  return configureStore({
    reducer,
    preloadedState: preloadedState as Partial<LatchState>,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: extra },
        // The development checks (off in production builds) warn only when far slower than usual: a busy test machine is not a bug.
        immutableCheck: { warnAfter: 128 },
        serializableCheck: { warnAfter: 128 },
      })
        .prepend(listeners.middleware)
        .concat(dynamic.middleware),
    // Shown in Redux DevTools under its own name, beside the host app's store.
    devTools: { name: `Latch ${config.projectId}` },
  });
}

export type LatchStore = ReturnType<typeof buildStore>;

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
  const store = buildStore(config, extra, { eventListeners, analytics }, { reducer, dynamic });
  const { dispatch } = store;

  // The connector each namespace used before a reload is reconnected silently, once discovery lists it.
  const toRestore = new Set(adapters.keys());
  const restore = (namespace: ChainNamespace) =>
    void import('./store/restore.js').then(({ restoreSavedConnection }) => {
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
