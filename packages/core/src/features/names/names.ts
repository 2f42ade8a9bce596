import { servicesOn } from '../../api/serviceSupport.js';
import { NAME_ZONE } from '../../constants.js';
import { connectionControllerClientNotSet, invalidAccountName, noActiveCaipAddress, unsupportedChain } from '../../errors/catalogue.js';
import { LatchError } from '../../errors/LatchError.js';
import { coinTypeForChainId, isValidAccountName } from '../../rules/names.js';
import { accountsSlice } from '../account/accountsSlice.js';
import { unwrapRequest } from '../../store/unwrapRequest.js';
import type { Latch } from '../../createLatch.js';
import { routerSlice } from '../modal/routerSlice.js';
import { selectActiveAccount } from '../account/selectors.js';
import { selectActiveNetwork } from '../networks/selectors.js';
import { fetchAccountNames, fetchNameAddress, fetchNameSuggestions, postNameRegistration } from './namesRequests.js';

/** The full name registered for `name` in the fixed zone. */
export const fullName = (name: string) => `${name}.${NAME_ZONE}`;

/** The message a wallet signs to register a name: what the services verify before storing it. */
export const registrationMessage = (input: { name: string; coinType: number; address: string; timestamp: number }) =>
  JSON.stringify({ name: fullName(input.name), coinType: input.coinType, address: input.address, timestamp: input.timestamp });

/**
 * SPEC 4: sign a message, post it, set the profile name, go to RegisterAccountNameSuccess; on
 * failure back to RegisterAccountName with "Error registering name {name}" (or the API's reason).
 */
export const registerName = (latch: Latch, name: string): Promise<void> =>
  latch.store.dispatch(async (dispatch, getState, extra) => {
    if (!isValidAccountName(name)) throw new LatchError(invalidAccountName);
    const state = getState();
    const namespace = state.networks.activeNamespace;
    if (!servicesOn(namespace).names) throw new LatchError(unsupportedChain);
    const account = selectActiveAccount(state);
    const network = selectActiveNetwork(state);
    if (!account?.address || !account.caipAddress || !network) throw new LatchError(noActiveCaipAddress);
    const { address, caipAddress } = account;
    const coinType = coinTypeForChainId(Number(network.id));

    try {
      const message = registrationMessage({ name, coinType, address, timestamp: Math.floor(extra.clock.now() / 1000) });
      const adapter = extra.adapters.get(namespace);
      if (!adapter) throw new LatchError(connectionControllerClientNotSet, { details: namespace });
      const signature = await adapter.signMessage({ message, address });
      await unwrapRequest(dispatch(postNameRegistration({ name, coin_type: coinType, address, message, signature })));
      dispatch(accountsSlice.actions.profileSet({ namespace, caipAddress, name: fullName(name), image: account.profileImage }));
      dispatch(routerSlice.actions.replaced('RegisterAccountNameSuccess'));
    } catch (error) {
      // The API's reason or "Error registering name {name}", or the wallet's refusal, as it is.
      dispatch(routerSlice.actions.replaced('RegisterAccountName'));
      throw error;
    }
  });

/** The address a registered name points to on the active chain; "Error resolving name" when the lookup fails. */
export const resolveName = (latch: Latch, name: string) => unwrapRequest(latch.store.dispatch(fetchNameAddress(name)));

/** Free names like `name` in the fixed zone; "Error fetching name suggestions" when the lookup fails. */
export const suggestNames = (latch: Latch, name: string) => unwrapRequest(latch.store.dispatch(fetchNameSuggestions(name)));

/** The names registered for the active account, the first becoming its profile name; "Error fetching names for address" on failure. */
export const loadAccountNames = (latch: Latch): Promise<string[]> =>
  latch.store.dispatch(async (dispatch, getState) => {
    const state = getState();
    const account = selectActiveAccount(state);
    if (!account?.address || !account.caipAddress) throw new LatchError(noActiveCaipAddress);
    const { caipAddress } = account;
    const names = await unwrapRequest(dispatch(fetchAccountNames(account.address)));
    if (names[0]) dispatch(accountsSlice.actions.profileSet({ namespace: state.networks.activeNamespace, caipAddress, name: names[0], image: account.profileImage }));
    return names;
  });
