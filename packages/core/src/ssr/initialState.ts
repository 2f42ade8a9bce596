// The first frame a server renders, from the browser's cookies, and the same frame on the client's first render:
// wagmi's cookieToInitialState and hydrate, for Latch.
import * as z from 'zod/mini';
import { isCaipAddress, parseCaipAddress, type CaipAddress } from '../caip/address.js';
import type { ChainNamespace } from '../caip/namespaces.js';
import type { CaipNetworkId } from '../caip/network.js';
import type { LatchConfig } from '../config.js';
import type { Latch } from '../createLatch.js';
import { accountConnected, attemptFailed } from '../features/connection/connectionEvents.js';
import { isShownOnly } from '../features/connection/shownAccount.js';
import { connectedAddressKey, connectedConnectorKey } from '../features/connection/savedConnection.js';
import { networksSlice } from '../features/networks/networksSlice.js';
import { storedNetworkIdSchema } from '../features/networks/storedNetworkId.js';
import { createStorage } from '../storage/storage.js';
import { ACTIVE_NETWORK_KEY } from '../store/storageKeys.js';
import { cookieHeaderStore } from './cookies.js';

/** What the first frame shows: the active network and each namespace's saved account. Plain data, so a server can hand it to the client as a prop. */
export interface LatchInitialState {
  activeNetwork?: CaipNetworkId;
  accounts: { namespace: ChainNamespace; caipAddress: CaipAddress }[];
}

const connectorIdSchema = z.string().check(z.minLength(1));
const caipAddressSchema = z.string().check(z.refine(isCaipAddress));

/**
 * The initial state the browser's cookies (written by `cookieStorage`) describe, for the app's configuration: a network
 * the app does not configure, an account of a namespace it has no adapter for or on such a network, a connection
 * without its connector, and whatever does not parse are left out. Undefined when nothing is left.
 */
export function cookieToInitialState(config: Pick<LatchConfig, 'networks' | 'defaultNetwork' | 'adapters'>, cookieHeader: string | null | undefined): LatchInitialState | undefined {
  const saved = createStorage(cookieHeaderStore(cookieHeader));
  const configured = new Set([...(config.networks ?? []), ...(config.defaultNetwork ? [config.defaultNetwork] : [])].map((n) => n.caipNetworkId));
  const activeNetwork = saved.get(ACTIVE_NETWORK_KEY, storedNetworkIdSchema) as CaipNetworkId | undefined;
  const accounts = (config.adapters ?? []).flatMap(({ namespace }) => {
    const caipAddress = saved.get(connectedAddressKey(namespace), caipAddressSchema) as CaipAddress | undefined;
    const account = caipAddress && parseCaipAddress(caipAddress);
    const kept = account && account.namespace === namespace && configured.has(account.caipNetworkId) && saved.get(connectedConnectorKey(namespace), connectorIdSchema);
    return kept ? [{ namespace, caipAddress: caipAddress! }] : [];
  });
  const active = activeNetwork && configured.has(activeNetwork) ? activeNetwork : undefined;
  if (!active && accounts.length === 0) return undefined;
  return { ...(active && { activeNetwork: active }), accounts };
}

/**
 * How long a shown account waits for its wallet's reconnect before it is drawn disconnected: a wallet
 * uninstalled since, or one that never answers, would otherwise leave an address on screen with no
 * wallet behind it. Its saved connection is kept, so a wallet that turns up later still reconnects it.
 */
export const SHOWN_ACCOUNT_WAIT_MS = 5_000;

/**
 * Puts the initial state into a new instance, on the server before it renders and on the client before its first
 * render, so both draw the same frame: the active network, and each saved account connected on screen with no
 * wallet behind it yet. The saved connector's reconnect then confirms it (or forgets it) as after any reload, or,
 * in a browser, the account is drawn disconnected after SHOWN_ACCOUNT_WAIT_MS. A namespace already connected or
 * connecting, and a network the instance does not configure, are left as they are.
 */
export function hydrate(latch: Latch, initialState: LatchInitialState | undefined): void {
  if (!initialState) return;
  const { dispatch } = latch.store;
  const isConfigured = (id: string) => latch.getState().networks.networks.some((n) => n.caipNetworkId === id);
  if (initialState.activeNetwork && isConfigured(initialState.activeNetwork)) dispatch(networksSlice.actions.activeNetworkSet(initialState.activeNetwork));
  for (const { namespace, caipAddress } of initialState.accounts) {
    const account = parseCaipAddress(caipAddress);
    if (!account || account.namespace !== namespace || !isConfigured(account.caipNetworkId)) continue;
    if ((latch.getState().accounts[namespace]?.status ?? 'disconnected') !== 'disconnected') continue;
    dispatch(networksSlice.actions.chainReported({ namespace, chainId: account.chainId }));
    dispatch(accountConnected({ namespace, address: account.address, caipAddress }));
    // A server's render reconnects nothing, so there is nothing to wait for there.
    if (typeof document === 'undefined') continue;
    // The wait ends with the instance: its lifetime is the store's extra (createLatch.ts).
    dispatch((_dispatch, _getState, { signal }) => {
      const timer = latch.clock.setTimeout(() => {
        if (isShownOnly(latch.getState(), namespace)) dispatch(attemptFailed({ namespace, status: 'disconnected' }));
      }, SHOWN_ACCOUNT_WAIT_MS);
      signal.addEventListener('abort', () => latch.clock.clearTimeout(timer), { once: true });
    });
  }
}
