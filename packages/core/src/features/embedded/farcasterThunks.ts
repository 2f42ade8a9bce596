// Sign In With Farcaster through the embedded wallet (SPEC 2's ConnectingFarcaster): the wallet
// frame makes a sign-in link with the services, kept as the account's farcasterUrl (SPEC 3) for the
// QR code; once the person approved it in their Farcaster app and the frame holds the session, a
// connect through the auth connector, as after an email login. Loaded by the ConnectingFarcaster view.
import type { ChainAdapter, FarcasterLogin } from '../../adapter/types.js';
import { ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND, FARCASTER_LOGIN_UNAVAILABLE } from '../../errors/catalogue.js';
import { LatchError } from '../../errors/LatchError.js';
import type { LatchThunk } from '../../store/extra.js';
import { accountsSlice } from '../account/accountsSlice.js';
import { connect } from '../connection/connectThunks.js';

type FarcasterAdapter = ChainAdapter & { farcasterLogin: FarcasterLogin };

/**
 * Makes a new sign-in link (the account's farcasterUrl), waits for the person's approval in their
 * Farcaster app, then connects through the auth connector. Resolves with the person's Farcaster name;
 * rejects with why not (a refused message, an expired link, the login left).
 */
export const connectFarcaster = (): LatchThunk<Promise<{ userName: string }>> => async (dispatch, getState, extra) => {
  const state = getState();
  const active = extra.adapters.get(state.networks.activeNamespace);
  const adapter = [active, ...extra.adapters.values()].find((a): a is FarcasterAdapter => Boolean(a?.farcasterLogin));
  if (!adapter) throw new LatchError(FARCASTER_LOGIN_UNAVAILABLE);
  const { namespace } = adapter;
  const auth = state.connectors.connectors.find((c) => c.chain === namespace && c.type === 'AUTH');
  if (!auth) throw new LatchError(ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND);
  dispatch(accountsSlice.actions.farcasterUrlSet({ namespace, url: await adapter.farcasterLogin.uri() }));
  const { userName } = await adapter.farcasterLogin.connect();
  await dispatch(connect({ connectorId: auth.id, namespace }));
  return { userName };
};
