// Passkeys through the embedded wallet (issue 17, point 6): the wallet frame runs the WebAuthn
// ceremony on its own origin from a click on its own screen, which the AddPasskey and
// ConnectingPasskey views lay the frame over; the app hears only the outcome. A passkey sign-in
// then connects through the auth connector, as after an email login.
import type { ChainAdapter, PasskeyLogin } from '../../adapter/types.js';
import type { Latch } from '../../createLatch.js';
import { passkeyLoginUnavailable } from '../../errors/catalogue.js';
import type { LatchState } from '../../store/rootReducer.js';
import type { LatchExtra } from '../../store/extra.js';
import { connect } from '../connection/connectThunks.js';
import { authConnectorOf, loginAdapter } from './loginAdapter.js';

type PasskeyAdapter = ChainAdapter & { passkeyLogin: PasskeyLogin };

const passkeyAdapter = (state: LatchState, extra: LatchExtra) => loginAdapter(state, extra, (a): a is PasskeyAdapter => Boolean(a.passkeyLogin), passkeyLoginUnavailable);

/** Adds a passkey to the signed-in embedded wallet; resolves once the person made it in the frame, with whether the key backup is sealed under it. */
export const addPasskey = (latch: Latch): Promise<{ sealed: boolean }> =>
  latch.store.dispatch(async (_dispatch, getState, extra) => passkeyAdapter(getState(), extra).passkeyLogin.add());

/** Signs in with a passkey alone, then connects through the auth connector. */
export const connectPasskey = (latch: Latch): Promise<void> =>
  latch.store.dispatch(async (dispatch, getState, extra) => {
    const state = getState();
    const adapter = passkeyAdapter(state, extra);
    const auth = authConnectorOf(state, adapter.namespace);
    await adapter.passkeyLogin.connect();
    await dispatch(connect({ connectorId: auth.id, namespace: adapter.namespace }));
  });
