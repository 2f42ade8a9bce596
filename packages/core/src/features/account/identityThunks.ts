import { servicesOn } from '../../api/serviceSupport.js';
import { accountsSlice } from './accountsSlice.js';
import type { LatchThunk } from '../../store/extra.js';
import { selectActiveAccount } from './selectors.js';

export interface Identity {
  name?: string;
  avatar?: string;
}

/**
 * The active account's identity (SPEC 7: name and avatar), cached 5 minutes per address by the
 * API layer (SPEC 9), becoming its profile name and image. Names are eip155-only (SPEC 9); a
 * failure leaves the profile as it was: the account shows its address instead.
 */
export const fetchIdentity = (): LatchThunk<Promise<Identity | undefined>> => async (dispatch, getState, extra) => {
  const state = getState();
  const namespace = state.networks.activeNamespace;
  const account = selectActiveAccount(state);
  if (!account?.address || !account.caipAddress) return undefined;
  if (!servicesOn(namespace).names) return undefined;
  const { address, caipAddress } = account;
  const { blockchainApi } = await extra.loadApi();
  const result = await dispatch(blockchainApi.endpoints.getIdentity.initiate({ address, sender: address }, { subscribe: false }));
  if (!result.data) return undefined;
  const identity = { name: result.data.name ?? undefined, avatar: result.data.avatar ?? undefined };
  const current = getState().accounts[namespace];
  if (current?.caipAddress !== caipAddress) return identity;
  dispatch(
    accountsSlice.actions.profileSet({ namespace, caipAddress, name: identity.name ?? current.profileName, image: identity.avatar ?? current.profileImage }),
  );
  return identity;
};
