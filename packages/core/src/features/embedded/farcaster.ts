// Sign In With Farcaster through the embedded wallet (SPEC 2's ConnectingFarcaster): the wallet
// frame, laid over the view, shows the sign-in link and its QR code on its own screen (the link's
// channel token never reaches this page, so SPEC 3's farcasterUrl stays unset), and the account that
// approved for the person to confirm; once the frame holds the session, a connect through the auth
// connector, as after an email login. Loaded by the ConnectingFarcaster view.
import type { ChainAdapter, FarcasterLogin } from '../../adapter/types.js';
import type { Latch } from '../../createLatch.js';
import { farcasterLoginUnavailable } from '../../errors/catalogue.js';
import { connect } from '../connection/connectThunks.js';
import { authConnectorOf, loginAdapter } from './loginAdapter.js';

type FarcasterAdapter = ChainAdapter & { farcasterLogin: FarcasterLogin };

/**
 * Waits for the person to sign in on the frame's Farcaster screen, then connects through the auth
 * connector. Resolves with the person's Farcaster name; rejects when the frame stops asking.
 */
export const connectFarcaster = (latch: Latch): Promise<{ userName: string }> =>
  latch.store.dispatch(async (dispatch, getState, extra) => {
    const state = getState();
    const adapter = loginAdapter(state, extra, (a): a is FarcasterAdapter => Boolean(a.farcasterLogin), farcasterLoginUnavailable);
    const { namespace } = adapter;
    const auth = authConnectorOf(state, namespace);
    const { userName } = await adapter.farcasterLogin.connect();
    await dispatch(connect({ connectorId: auth.id, namespace }));
    return { userName };
  });
