// The social login of the embedded wallet (SPEC 4): the ConnectingSocial view lays the wallet frame
// over the modal, the person presses the frame's own button, and the frame opens the provider's
// window, receives its answer and holds the session; then a connect through the auth connector, as
// after an email login. Nothing of the login (its URL, code or tokens) passes through this page, so
// no dApp can start a login of its own that ends in the person's session.
import type { ChainAdapter, SocialLogin } from '../../adapter/types.js';
import type { Latch } from '../../createLatch.js';
import { socialLoginUnavailable } from '../../errors/catalogue.js';
import type { SocialProvider } from '../../rules/socialProviders.js';
import { accountsSlice } from '../account/accountsSlice.js';
import { connect } from '../connection/connectThunks.js';
import { SOCIAL_PROVIDER_KEY } from '../connection/disconnectThunks.js';
import { authConnectorOf, loginAdapter } from './loginAdapter.js';

type SocialAdapter = ChainAdapter & { socialLogin: SocialLogin };

/**
 * Logs in with `provider` through the frame's own screen; once the frame holds the session the auth
 * connector connects. Rejects when the frame stops asking (the view left) or no wallet offers it.
 */
export const connectSocial = (latch: Latch, provider: SocialProvider): Promise<void> =>
  latch.store.dispatch(async (dispatch, getState, extra) => {
    const state = getState();
    const adapter = loginAdapter(state, extra, (a): a is SocialAdapter => Boolean(a.socialLogin), socialLoginUnavailable);
    const { namespace } = adapter;
    const auth = authConnectorOf(state, namespace);

    // SPEC 3's socialWindow: the frame's screen, and the window it opens, are up.
    dispatch(accountsSlice.actions.socialLoginSet({ namespace, provider, window: true }));
    try {
      await adapter.socialLogin.connect({ provider });
      await dispatch(connect({ connectorId: auth.id, namespace }));
      extra.storage.set(SOCIAL_PROVIDER_KEY, provider);
      dispatch(accountsSlice.actions.socialLoginSet({ namespace, provider, window: false }));
    } catch (error) {
      dispatch(accountsSlice.actions.socialLoginSet({ namespace, window: false }));
      throw error;
    }
  });
