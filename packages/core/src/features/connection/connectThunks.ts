import type { ConnectResult, PairingHooks } from '../../adapter/types.js';
import type { ChainNamespace } from '../../caip/namespaces.js';
import { requestAborted } from '../../errors/startupMessages.js';
import { authInitialization } from '../../errors/flowMessages.js';
import { LatchError } from '../../errors/LatchError.js';
import type { LatchThunk } from '../../store/extra.js';
import { showSnack } from '../alerts/snackbarThunks.js';
import { networksSlice } from '../networks/networksSlice.js';
import { adapterFor, networkOf } from './chainOf.js';
import { attemptFailed, authInitializationFailed, established } from './connectionEvents.js';
import { connectionSlice } from './connectionSlice.js';
import { disconnect } from './disconnectThunks.js';
import { canReusePairing, pairingExpiryFrom } from './pairing.js';
import { joinSharedSession, startAttempt } from './sharedSessions.js';
import { forgetConnection, recordConnection } from './sessionThunks.js';
import { isShownOnly, stillShown } from './shownAccount.js';

export interface ConnectParams {
  connectorId: string;
  /** Defaults to the connector's own chain, else the active namespace. */
  namespace?: ChainNamespace;
  /** A connect beside the one the person asked for (a wallet's other namespace): the active namespace and the modal stay as they are. */
  alongside?: boolean;
}

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
      if (!isLatest()) throw new LatchError(requestAborted);
      if (!params.alongside) dispatch(networksSlice.actions.activeNamespaceSet(namespace));
      dispatch(recordConnection(namespace, params.connectorId, result));
      void dispatch(joinSharedSession(namespace, params.connectorId));
      // The modal closes on it.
      if (!params.alongside) dispatch(established({ namespace, connectorId: params.connectorId }));
      return result;
    } catch (error) {
      if (!isLatest()) throw error;
      if (connector?.type === 'AUTH') throw await dispatch(authFailed(namespace, error));
      // A refused switch to another wallet leaves the current connection as it was.
      dispatch(attemptFailed({ namespace, status: previous }));
      // Loaded on a failure only: its schema (zod) stays out of the Connect view's first paint.
      throw (await import('../../errors/decline.js')).declinedConnection(error);
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

/** SPEC 8: the embedded wallet could not start. Say so and disconnect; the router goes back to Connect on the event. */
const authFailed =
  (namespace: ChainNamespace, cause: unknown): LatchThunk<Promise<LatchError>> =>
  async (dispatch) => {
    dispatch(showSnack(authInitialization, 'error'));
    await dispatch(disconnect({ namespace })).catch(() => undefined);
    dispatch(authInitializationFailed({ namespace }));
    return new LatchError(authInitialization, { cause });
  };

/**
 * Restores the connection of the last session through `connectorId`, silently. A wallet that
 * no longer grants an account, or fails, leaves the namespace disconnected and forgets the connector.
 * An account already shown from the saved state stays on screen meanwhile, not "Connecting".
 */
export const reconnect =
  (namespace: ChainNamespace, connectorId: string): LatchThunk<Promise<void>> =>
  async (dispatch, getState, extra) => {
    const shown = isShownOnly(getState(), namespace);
    if (!shown && (getState().accounts[namespace]?.status ?? 'disconnected') !== 'disconnected') return;
    const isLatest = shown ? stillShown(getState, namespace) : dispatch(startAttempt(namespace));
    let result: ConnectResult | undefined;
    try {
      result = await adapterFor(extra, namespace).reconnect({ connectorId, network: networkOf(getState(), namespace) });
    } catch {
      result = undefined;
    }
    // The person may have started a connection by hand meanwhile; theirs wins.
    if (!isLatest()) return;
    if (result) dispatch(recordConnection(namespace, connectorId, result));
    else dispatch(forgetConnection(namespace));
  };
