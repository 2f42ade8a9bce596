import type { AdapterEvent, ChainAdapter, ConnectResult, PairingHooks } from '../../adapter/types.js';
import { toCaipAddress } from '../../caip/address.js';
import { isChainNamespace, type ChainNamespace } from '../../caip/namespaces.js';
import { BALANCE_RETRY_GAP_MS } from '../../constants.js';
import { AUTH_INITIALIZATION, CHAIN_ADAPTER_NOT_FOUND, CHAIN_REQUIRED, FAILED_TO_DISCONNECT, NAMESPACE_REQUIRED_FOR_CONNECTOR_ID, REQUEST_ABORTED, TOKEN_BALANCE_UNAVAILABLE, failedToDisconnectChainMessage } from '../../errors/startupMessages.js';
import { LatchError } from '../../errors/LatchError.js';
import { accountsSlice } from '../account/accountsSlice.js';
import { connectionSlice } from './connectionSlice.js';
import { connectorsSlice } from './connectorsSlice.js';
import type { LatchExtra, LatchThunk } from '../../store/extra.js';
import { closeModal } from '../modal/modalThunks.js';
import { networksSlice } from '../networks/networksSlice.js';
import { canReusePairing, pairingExpiryFrom } from './pairing.js';
import type { LatchState } from '../../store/rootReducer.js';
import { routerSlice } from '../modal/routerSlice.js';
import { showSnack } from '../alerts/snackbarThunks.js';
import { eventEmitted } from '../../store/events.js';

export const connectedConnectorKey = (namespace: ChainNamespace | undefined) => {
  if (!namespace) throw new LatchError(NAMESPACE_REQUIRED_FOR_CONNECTOR_ID);
  return `connectedConnectorId:${namespace}`;
};

function adapterFor(extra: LatchExtra, namespace: ChainNamespace): ChainAdapter {
  // A dApp calling from plain JavaScript may pass anything as the namespace.
  if (!isChainNamespace(namespace)) throw new LatchError(CHAIN_REQUIRED, { details: String(namespace) });
  const adapter = extra.adapters.get(namespace);
  if (!adapter) throw new LatchError(CHAIN_ADAPTER_NOT_FOUND, { details: namespace });
  return adapter;
}

const networkOf = (state: LatchState, namespace: ChainNamespace) =>
  state.networks.networks.find((n) => n.caipNetworkId === state.networks.activeByNamespace[namespace]);

/**
 * Reads the native balance of a namespace's account on its active network. A failure, or an
 * unsupported network, shows "Token Balance Unavailable"; after a failure nothing is asked
 * again for 30 s (SPEC 8) unless `force` says the chain has just changed it (a send).
 */
export const fetchBalance =
  (namespace: ChainNamespace, { force = false }: { force?: boolean } = {}): LatchThunk<Promise<void>> =>
  async (dispatch, getState, extra) => {
    const state = getState();
    const account = state.accounts[namespace];
    const network = networkOf(state, namespace);
    if (!account?.address || !account.caipAddress || !network) return;
    const { address, caipAddress } = account;
    const failed = () => {
      if (getState().accounts[namespace]?.caipAddress !== caipAddress) return;
      dispatch(accountsSlice.actions.balanceFailed({ namespace, caipAddress, message: TOKEN_BALANCE_UNAVAILABLE, at: extra.clock.now() }));
      dispatch(showSnack(TOKEN_BALANCE_UNAVAILABLE, 'error'));
    };
    if (state.networks.unsupportedByNamespace[namespace]) return failed();
    if (!force && account.balanceFailedAt !== undefined && extra.clock.now() - account.balanceFailedAt < BALANCE_RETRY_GAP_MS) return;

    dispatch(accountsSlice.actions.balanceRequested({ namespace }));
    try {
      const { balance, symbol } = await adapterFor(extra, namespace).getBalance({ address, network });
      dispatch(accountsSlice.actions.balanceLoaded({ namespace, caipAddress, balance, symbol }));
    } catch {
      failed();
    }
  };

/** Records a connected address on a chain: account fields, active network, balance. */
export const accountReported =
  (namespace: ChainNamespace, address: string, chainId: string | number): LatchThunk =>
  (dispatch, getState) => {
    dispatch(networksSlice.actions.chainReported({ namespace, chainId }));
    const state = getState();
    const explorer = networkOf(state, namespace)?.blockExplorers?.default.url;
    const connectorId = state.connectors.connectedIds[namespace];
    const connector = state.connectors.connectors.find((c) => c.id === connectorId);
    dispatch(
      accountsSlice.actions.accountConnected({
        namespace,
        address,
        caipAddress: toCaipAddress(namespace, chainId, address),
        wallet: connector ? { name: connector.name, icon: connector.imageUrl, rdns: connector.info?.rdns } : undefined,
        explorerUrl: explorer ? `${explorer.replace(/\/$/, '')}/address/${address}` : undefined,
      }),
    );
    void dispatch(fetchBalance(namespace));
  };

/** Forgets a namespace's connection locally: account, network mark, saved connector. */
const connectionCleared =
  (namespace: ChainNamespace): LatchThunk =>
  (dispatch, getState, { storage }) => {
    dispatch(accountsSlice.actions.accountReset({ namespace }));
    dispatch(networksSlice.actions.networkReset(namespace));
    dispatch(connectorsSlice.actions.connectedIdCleared(namespace));
    storage.remove(connectedConnectorKey(namespace));
    if (getState().router.history.some((entry) => entry.view === 'Account')) dispatch(routerSlice.actions.reset('Connect'));
  };

/** Marks a namespace's account connected through `connectorId`, and remembers the connector. */
const connectionEstablished =
  (namespace: ChainNamespace, connectorId: string, result: ConnectResult): LatchThunk =>
  (dispatch, _getState, { storage }) => {
    dispatch(connectorsSlice.actions.connectedIdSet({ namespace, id: connectorId }));
    dispatch(networksSlice.actions.activeNamespaceSet(namespace));
    storage.set(connectedConnectorKey(namespace), connectorId);
    dispatch(accountReported(namespace, result.address, result.chainId));
  };

export interface ConnectParams {
  connectorId: string;
  /** Defaults to the connector's own chain, else the active namespace. */
  namespace?: ChainNamespace;
}

/** Starts a connect or reconnect attempt; the returned function tells whether it is still the latest. */
const startAttempt =
  (namespace: ChainNamespace): LatchThunk<() => boolean> =>
  (dispatch, getState) => {
    dispatch(accountsSlice.actions.attemptStarted({ namespace }));
    const attempt = getState().accounts[namespace]!.attempt;
    return () => getState().accounts[namespace]?.attempt === attempt;
  };

export const connect =
  (params: ConnectParams): LatchThunk<Promise<ConnectResult>> =>
  async (dispatch, getState, extra) => {
    const state = getState();
    const connector = state.connectors.connectors.find((c) => c.id === params.connectorId);
    const namespace = params.namespace ?? connector?.chain ?? state.networks.activeNamespace;
    const adapter = adapterFor(extra, namespace);
    const previous = state.accounts[namespace]?.status === 'connected' ? 'connected' : 'disconnected';

    const isLatest = dispatch(startAttempt(namespace));
    try {
      const pairing = connector?.type === 'WALLET_CONNECT' ? dispatch(pairingHooks()) : undefined;
      const result = await adapter.connect({ connectorId: params.connectorId, network: networkOf(state, namespace), pairing });
      if (!isLatest()) throw new LatchError(REQUEST_ABORTED);
      dispatch(connectionEstablished(namespace, params.connectorId, result));
      dispatch(closeModal());
      return result;
    } catch (error) {
      if (!isLatest()) throw error;
      if (connector?.type === 'AUTH') throw await dispatch(authInitializationFailed(namespace, error));
      // A refused switch to another wallet leaves the current connection as it was.
      dispatch(accountsSlice.actions.statusSet({ namespace, status: previous }));
      throw error;
    }
  };

/**
 * While the wallets are on screen, the active namespace's WalletConnect pairing is made ahead, so the
 * QR code needs no wait when the person picks it. Quiet on failure: the pick pairs anew.
 */
export const preparePairing =
  (): LatchThunk<Promise<void>> =>
  async (_dispatch, getState, extra) => {
    const state = getState();
    const namespace = state.networks.activeNamespace;
    if ((state.accounts[namespace]?.status ?? 'disconnected') !== 'disconnected') return;
    await extra.adapters.get(namespace)?.preparePairing?.({ network: networkOf(state, namespace) }).catch(() => undefined);
  };

/** A new pairing URI goes into the connection state with its expiry; a fresh one is reused where SPEC 4 says. */
const pairingHooks =
  (): LatchThunk<PairingHooks> =>
  (dispatch, getState, { clock, platform }) => ({
    onUri: (uri) => {
      // A reused pairing keeps the expiry it was made with.
      const { wcUri, wcPairingExpiry } = getState().connection;
      const expiry = uri === wcUri && wcPairingExpiry !== undefined ? wcPairingExpiry : pairingExpiryFrom(clock.now());
      dispatch(connectionSlice.actions.wcUriSet({ uri, expiry }));
    },
    reuseUri: canReusePairing(getState(), clock.now(), platform) ? getState().connection.wcUri : undefined,
  });

/** SPEC 8: the embedded wallet could not start. Say so, disconnect, and go back to Connect. */
const authInitializationFailed =
  (namespace: ChainNamespace, cause: unknown): LatchThunk<Promise<LatchError>> =>
  async (dispatch) => {
    dispatch(showSnack(AUTH_INITIALIZATION, 'error'));
    await dispatch(disconnect({ namespace })).catch(() => undefined);
    dispatch(routerSlice.actions.reset('Connect'));
    return new LatchError(AUTH_INITIALIZATION, { cause });
  };

/**
 * Restores the connection of the last session through `connectorId`, silently. A wallet that
 * no longer grants an account, or fails, leaves the namespace disconnected and forgets the connector.
 */
export const reconnect =
  (namespace: ChainNamespace, connectorId: string): LatchThunk<Promise<void>> =>
  async (dispatch, getState, extra) => {
    if ((getState().accounts[namespace]?.status ?? 'disconnected') !== 'disconnected') return;
    const isLatest = dispatch(startAttempt(namespace));
    let result: ConnectResult | undefined;
    try {
      result = await adapterFor(extra, namespace).reconnect({ connectorId });
    } catch {
      result = undefined;
    }
    // The person may have started a connection by hand meanwhile; theirs wins.
    if (!isLatest()) return;
    if (result) dispatch(connectionEstablished(namespace, connectorId, result));
    else dispatch(connectionCleared(namespace));
  };

/** Where the connector types that span chains keep the social login that opened them. */
export const SOCIAL_PROVIDER_KEY = 'socialProvider';
const SHARED_SESSION_TYPES: ReadonlySet<string> = new Set(['WALLET_CONNECT', 'AUTH']);

/** The namespaces one disconnect ends: all those on the same WalletConnect or auth connector type, else just this one (SPEC 4). */
function namespacesToDisconnect(state: LatchState, namespace: ChainNamespace): ChainNamespace[] {
  const typeOf = (ns: ChainNamespace) => {
    const id = state.connectors.connectedIds[ns];
    return state.connectors.connectors.find((c) => c.chain === ns && c.id === id)?.type;
  };
  const type = typeOf(namespace);
  if (!type || !SHARED_SESSION_TYPES.has(type)) return [namespace];
  const connected = Object.keys(state.connectors.connectedIds) as ChainNamespace[];
  return [namespace, ...connected.filter((ns) => ns !== namespace && typeOf(ns) === type)];
}

/**
 * Ends the connection of a namespace (the active one by default), and of every namespace on the
 * same WalletConnect or auth connector. Local state is cleared even if a wallet fails to answer;
 * then it rejects with "Failed to disconnect" (one chain) or "Failed to disconnect chain {x}".
 */
export const disconnect =
  (params: { namespace?: ChainNamespace } = {}): LatchThunk<Promise<void>> =>
  async (dispatch, getState, extra) => {
    if (params.namespace !== undefined && !isChainNamespace(params.namespace)) throw new LatchError(CHAIN_REQUIRED, { details: String(params.namespace) });
    const namespaces = namespacesToDisconnect(getState(), params.namespace ?? getState().networks.activeNamespace);
    const failed: { namespace: ChainNamespace; cause: unknown }[] = [];
    for (const namespace of namespaces) {
      try {
        await adapterFor(extra, namespace).disconnect();
      } catch (cause) {
        failed.push({ namespace, cause });
      } finally {
        dispatch(connectionCleared(namespace));
      }
    }
    extra.storage.remove(SOCIAL_PROVIDER_KEY);

    const [first] = failed;
    if (!first) {
      dispatch(eventEmitted({ type: 'DISCONNECT_SUCCESS', properties: { namespaces } }));
      return;
    }
    const message = namespaces.length === 1 ? FAILED_TO_DISCONNECT : failedToDisconnectChainMessage(first.namespace);
    dispatch(eventEmitted({ type: 'DISCONNECT_ERROR', properties: { namespaces, message } }));
    throw new LatchError(message, { cause: first.cause });
  };

/** Wallet events: a new account, a new chain, or the wallet ending the session. */
export const adapterEventReceived =
  (namespace: ChainNamespace, event: AdapterEvent): LatchThunk =>
  (dispatch, getState) => {
    if (event.type === 'approvalRequested' || event.type === 'approvalSettled' || event.type === 'alert') {
      void import('../embedded/embeddedEvents.js').then(({ embeddedEventReceived }) => dispatch(embeddedEventReceived(event)));
      return;
    }
    const account = getState().accounts[namespace];
    if (account?.status !== 'connected' || !account.caipAddress) return;
    const [, chainId] = account.caipAddress.split(':') as [string, string];
    switch (event.type) {
      case 'accountsChanged': {
        const [next] = event.accounts;
        if (next) dispatch(accountReported(namespace, next, chainId));
        else dispatch(connectionCleared(namespace));
        return;
      }
      case 'chainChanged':
        dispatch(accountReported(namespace, account.address!, event.chainId));
        return;
      case 'disconnect':
        dispatch(connectionCleared(namespace));
        return;
    }
  };
