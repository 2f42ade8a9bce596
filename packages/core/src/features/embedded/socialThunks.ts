// The social login of the embedded wallet (SPEC 4): the provider's page in a window the person's
// click opened (so no pop-up blocker stops it), the login finished by the wallet frame with the
// services, then a connect through the auth connector, as after an email login. The window only
// ever shows the provider's and the services' pages: no code or token reaches the dApp's page.
// Loaded by the Connect view.
import type { ChainAdapter, SocialLogin } from '../../adapter/types.js';
import { ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND, SOCIAL_LOGIN_UNAVAILABLE, SOCIAL_WINDOW_BLOCKED, SOCIAL_WINDOW_CLOSED } from '../../errors/catalogue.js';
import { LatchError } from '../../errors/LatchError.js';
import type { SocialProvider } from '../../rules/socialProviders.js';
import type { LatchThunk } from '../../store/extra.js';
import { accountsSlice } from '../account/accountsSlice.js';
import { connect } from '../connection/connectThunks.js';
import { SOCIAL_PROVIDER_KEY } from '../connection/disconnectThunks.js';

/** How often a closed sign-in window is noticed. */
export const SOCIAL_WINDOW_CHECK_MS = 500;

/** The window the click opened (`window.open`), as far as the login needs it. */
export interface SocialWindow {
  readonly closed: boolean;
  location: { href: string };
  close(): void;
}

type SocialAdapter = ChainAdapter & { socialLogin: SocialLogin };

/**
 * Logs in with `provider` in `popup`, the window the click opened (null when the browser blocked it):
 * it goes to the provider's page, and once the frame holds the session the auth connector connects.
 * Rejects with why not: the window blocked or closed, or what the frame said (denied, timed out, …).
 */
export const connectSocial =
  (provider: SocialProvider, popup: SocialWindow | null): LatchThunk<Promise<void>> =>
  async (dispatch, getState, extra) => {
    const state = getState();
    const active = extra.adapters.get(state.networks.activeNamespace);
    const adapter = [active, ...extra.adapters.values()].find((a): a is SocialAdapter => Boolean(a?.socialLogin));
    if (!adapter) {
      popup?.close();
      throw new LatchError(SOCIAL_LOGIN_UNAVAILABLE);
    }
    if (!popup) throw new LatchError(SOCIAL_WINDOW_BLOCKED);
    const { namespace } = adapter;
    const auth = state.connectors.connectors.find((c) => c.chain === namespace && c.type === 'AUTH');
    if (!auth) {
      popup.close();
      throw new LatchError(ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND);
    }

    let watch: unknown;
    const closedWindow = new Promise<never>((_, reject) => {
      const check = () => {
        if (popup.closed) reject(new LatchError(SOCIAL_WINDOW_CLOSED));
        else watch = extra.clock.setTimeout(check, SOCIAL_WINDOW_CHECK_MS);
      };
      check();
    });
    closedWindow.catch(() => undefined);
    dispatch(accountsSlice.actions.socialLoginSet({ namespace, provider, window: true }));
    try {
      const uri = await Promise.race([adapter.socialLogin.redirectUri({ provider }), closedWindow]);
      popup.location.href = uri;
      await Promise.race([adapter.socialLogin.connect({ uri }), closedWindow]);
      await dispatch(connect({ connectorId: auth.id, namespace }));
      extra.storage.set(SOCIAL_PROVIDER_KEY, provider);
      dispatch(accountsSlice.actions.socialLoginSet({ namespace, provider, window: false }));
    } catch (error) {
      dispatch(accountsSlice.actions.socialLoginSet({ namespace, window: false }));
      throw error;
    } finally {
      extra.clock.clearTimeout(watch);
      if (!popup.closed) popup.close();
    }
  };
