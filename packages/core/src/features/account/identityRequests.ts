import { servicesOn } from '../../api/serviceSupport.js';
import { createLatchAsyncThunk } from '../../store/createLatchAsyncThunk.js';
import { IDENTITY_READ } from './accountsSlice.js';
import type { ReadFor } from './reads.js';
import { selectActiveAccount } from './selectors.js';

export interface Identity {
  name?: string;
  avatar?: string;
}

/**
 * The active account's identity (SPEC 7: name and avatar), cached 5 minutes per address by the API
 * layer (SPEC 9); accountsSlice makes it the profile's name and image. Names are eip155-only (SPEC 9);
 * none is read elsewhere, and a failure leaves the profile as it was: the account shows its address.
 */
export const fetchIdentity = createLatchAsyncThunk(IDENTITY_READ, async (_: void, { dispatch, getState, extra }): Promise<(ReadFor & { identity: Identity }) | undefined> => {
  const state = getState();
  const namespace = state.networks.activeNamespace;
  const account = selectActiveAccount(state);
  if (!account?.address || !account.caipAddress || !servicesOn(namespace).names) return undefined;
  const { address, caipAddress } = account;
  const { blockchainApi } = await extra.loadApi();
  const result = await dispatch(blockchainApi.endpoints.getIdentity.initiate({ address, sender: address }, { subscribe: false }));
  return result.data && { namespace, caipAddress, identity: { name: result.data.name ?? undefined, avatar: result.data.avatar ?? undefined } };
});
