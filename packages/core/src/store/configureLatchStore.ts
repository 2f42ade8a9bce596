import { configureStore, type DynamicMiddlewareInstance } from '@reduxjs/toolkit';
import type { LatchConfig } from '../config.js';
import { invalidLegalUrl, networkNotFound } from '../errors/startupMessages.js';
import { LatchError } from '../errors/LatchError.js';
import { initialNetworksState } from '../features/networks/networksSlice.js';
import { defaultOptions } from '../features/options/optionsSlice.js';
import type { LatchEvent } from './events.js';
import type { LatchDispatch, LatchExtra } from './extra.js';
import { createLatchListeners } from './listeners.js';
import type { LatchState, RootReducer } from './rootReducer.js';
import { ACTIVE_NETWORK_KEY } from './storageKeys.js';

// Hand-written rather than zod, which would join the page's entry for this one read.
const caipNetworkIdSchema = {
  safeParse: (value: unknown) => (typeof value === 'string' ? { success: true as const, data: value } : { success: false as const }),
};

/** A legal page's URL as given, when it is http or https: the modal links it. */
function legalUrl(url: string | undefined, option: string): string | undefined {
  if (url !== undefined && !/^https?:\/\/[^\s]+$/i.test(url)) throw new LatchError(invalidLegalUrl(option));
  return url;
}

/** One instance's store: its preloaded state from the config, RTK's default middleware with the instance's extra argument, its listeners and the API layer's slot. */
export function configureLatchStore(
  config: LatchConfig,
  extra: LatchExtra,
  { eventListeners }: { eventListeners: Set<(event: LatchEvent) => void> },
  { reducer, dynamic }: { reducer: RootReducer; dynamic: DynamicMiddlewareInstance<LatchState, LatchDispatch> },
) {
  // No network choice (neither networks nor a default): none until the default chain loads (features/networks/startNetworks).
  const networks = config.networks?.length ? config.networks : config.defaultNetwork ? [config.defaultNetwork] : [];
  const configuredDefault = config.defaultNetwork ?? networks[0];
  if (configuredDefault && !networks.some((n) => n.caipNetworkId === configuredDefault.caipNetworkId)) {
    throw new LatchError(networkNotFound, { details: `${configuredDefault.caipNetworkId} is not in the networks array.` });
  }
  // The network the person chose last time, while it is still configured (SPEC 4 stores it on every switch).
  const storedId = extra.storage.get(ACTIVE_NETWORK_KEY, caipNetworkIdSchema);
  const defaultNetwork = networks.find((n) => n.caipNetworkId === storedId) ?? configuredDefault;
  const options = defaultOptions();
  const preloadedState = {
    ...(defaultNetwork && { networks: initialNetworksState([...networks], defaultNetwork) }),
    options: {
      ...options,
      projectId: config.projectId,
      metadata: config.metadata,
      features: { ...options.features, ...config.features },
      connectMethodsOrder: config.connectMethodsOrder ?? options.connectMethodsOrder,
      connectorTypeOrder: config.connectorTypeOrder ?? options.connectorTypeOrder,
      walletFeaturesOrder: config.walletFeaturesOrder ?? options.walletFeaturesOrder,
      namespaceRules: Object.fromEntries([...extra.adapters].map(([namespace, adapter]) => [namespace, adapter.rules])),
      manualWCControl: config.manualWCControl ?? false,
      embedded: config.embedded ?? false,
      walletListing: config.apiUrls !== undefined,
      enableNetworkSwitch: config.enableNetworkSwitch ?? true,
      allowUnsupportedChain: config.allowUnsupportedChain ?? false,
      featuredWalletIds: [...(config.featuredWalletIds ?? [])],
      includeWalletIds: [...(config.includeWalletIds ?? [])],
      excludeWalletIds: [...(config.excludeWalletIds ?? [])],
      ...(config.swapChainIds && { swapChainIds: [...config.swapChainIds] }),
      termsConditionsUrl: legalUrl(config.termsConditionsUrl, 'termsConditionsUrl'),
      privacyPolicyUrl: legalUrl(config.privacyPolicyUrl, 'privacyPolicyUrl'),
      // Canonical ('fr-fr' is 'fr-FR'); what is not a BCP 47 tag throws Intl's RangeError here, at once.
      locale: Intl.getCanonicalLocales(config.locale ?? 'en')[0]!,
      messages: { ...config.messages },
    },
    siwx: { enabled: extra.siwx !== undefined, required: extra.siwx?.required ?? false },
    theme: { themeMode: config.themeMode ?? 'system' },
  };
  const listeners = createLatchListeners(extra, eventListeners);
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
