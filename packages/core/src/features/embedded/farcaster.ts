// Sign In With Farcaster through the embedded wallet (SPEC 2's ConnectingFarcaster): the wallet
// frame, laid over the view, shows the sign-in link and its QR code on its own screen (the link's
// channel token never reaches this page, so SPEC 3's farcasterUrl stays unset), and the account that
// approved for the person to confirm; once the frame holds the session, a connect through the auth
// connector, as after an email login. Loaded by the ConnectingFarcaster view.
import type { ChainAdapter, FarcasterLogin } from '../../adapter/types.js';
import type { Latch } from '../../createLatch.js';
import { ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND, FARCASTER_LOGIN_UNAVAILABLE } from '../../errors/catalogue.js';
import { LatchError } from '../../errors/LatchError.js';
import { connect } from '../connection/connectThunks.js';

type FarcasterAdapter = ChainAdapter & { farcasterLogin: FarcasterLogin };

/**
 * Waits for the person to sign in on the frame's Farcaster screen, then connects through the auth
 * connector. Resolves with the person's Farcaster name; rejects when the frame stops asking.
 */
export const connectFarcaster = (latch: Latch): Promise<{ userName: string }> =>
  latch.store.dispatch(async (dispatch, getState, extra) => {
    const state = getState();
    const active = extra.adapters.get(state.networks.activeNamespace);
    const adapter = [active, ...extra.adapters.values()].find((a): a is FarcasterAdapter => Boolean(a?.farcasterLogin));
    if (!adapter) throw new LatchError(FARCASTER_LOGIN_UNAVAILABLE);
    const { namespace } = adapter;
    const auth = state.connectors.connectors.find((c) => c.chain === namespace && c.type === 'AUTH');
    if (!auth) throw new LatchError(ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND);
    const { userName } = await adapter.farcasterLogin.connect();
    await dispatch(connect({ connectorId: auth.id, namespace }));
    return { userName };
  });
