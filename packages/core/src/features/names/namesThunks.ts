import { servicesOn } from '../../api/serviceSupport.js';
import { NAME_ZONE } from '../../constants.js';
import { CONNECTION_CONTROLLER_CLIENT_NOT_SET, FETCH_NAME_SUGGESTIONS, FETCH_NAMES_FOR_ADDRESS, INVALID_ACCOUNT_NAME, NO_ACTIVE_CAIP_ADDRESS, registerNameMessage, RESOLVE_NAME, UNSUPPORTED_CHAIN } from '../../errors/catalogue.js';
import { LatchError } from '../../errors/LatchError.js';
import { coinTypeForChainId, isValidAccountName } from '../../rules/names.js';
import { accountsSlice } from '../account/accountsSlice.js';
import type { LatchThunk } from '../../store/extra.js';
import { routerSlice } from '../modal/routerSlice.js';
import { selectActiveAccount } from '../account/selectors.js';
import { selectActiveNetwork } from '../networks/selectors.js';

/** The full name registered for `name` in the fixed zone. */
export const fullName = (name: string) => `${name}.${NAME_ZONE}`;

/** The message a wallet signs to register a name: what the services verify before storing it. */
export const registrationMessage = (input: { name: string; coinType: number; address: string; timestamp: number }) =>
  JSON.stringify({ name: fullName(input.name), coinType: input.coinType, address: input.address, timestamp: input.timestamp });

/**
 * SPEC 4: sign a message, post it, set the profile name, go to RegisterAccountNameSuccess; on
 * failure back to RegisterAccountName with "Error registering name {name}" (or the API's reason).
 */
export const registerAccountName =
  (name: string): LatchThunk<Promise<void>> =>
  async (dispatch, getState, extra) => {
    if (!isValidAccountName(name)) throw new LatchError(INVALID_ACCOUNT_NAME);
    const state = getState();
    const namespace = state.networks.activeNamespace;
    if (!servicesOn(namespace).names) throw new LatchError(UNSUPPORTED_CHAIN);
    const account = selectActiveAccount(state);
    const network = selectActiveNetwork(state);
    if (!account?.address || !account.caipAddress || !network) throw new LatchError(NO_ACTIVE_CAIP_ADDRESS);
    const { address, caipAddress } = account;
    const coinType = coinTypeForChainId(Number(network.id));

    try {
      const message = registrationMessage({ name, coinType, address, timestamp: Math.floor(extra.clock.now() / 1000) });
      const adapter = extra.adapters.get(namespace);
      if (!adapter) throw new LatchError(CONNECTION_CONTROLLER_CLIENT_NOT_SET, { details: namespace });
      const signature = await adapter.signMessage({ message, address });
      const { blockchainApi } = await extra.loadApi();
      const result = await dispatch(blockchainApi.endpoints.registerName.initiate({ coin_type: coinType, address, message, signature }));
      if (result.error) throw new LatchError((result.error as { reason?: string }).reason ?? registerNameMessage(name));
      dispatch(accountsSlice.actions.profileSet({ namespace, caipAddress, name: fullName(name), image: account.profileImage }));
      dispatch(routerSlice.actions.replaced('RegisterAccountNameSuccess'));
    } catch (error) {
      // The API's reason or "Error registering name {name}", or the wallet's refusal, as it is.
      dispatch(routerSlice.actions.replaced('RegisterAccountName'));
      throw error;
    }
  };

/** The address a registered name points to on the active chain; "Error resolving name" when the lookup fails. */
export const resolveName =
  (name: string): LatchThunk<Promise<string | undefined>> =>
  async (dispatch, getState, extra) => {
    const network = selectActiveNetwork(getState());
    const { blockchainApi } = await extra.loadApi();
    const result = await dispatch(blockchainApi.endpoints.getProfile.initiate({ name }, { subscribe: false }));
    if (result.error || !result.data) throw new LatchError(RESOLVE_NAME);
    if (!network) return undefined;
    return result.data.addresses[String(coinTypeForChainId(Number(network.id)))]?.address;
  };

/** Free names like `name` in the fixed zone; "Error fetching name suggestions" when the lookup fails. */
export const suggestNames =
  (name: string): LatchThunk<Promise<{ name: string; registered: boolean }[]>> =>
  async (dispatch, _getState, extra) => {
    const { blockchainApi } = await extra.loadApi();
    const result = await dispatch(blockchainApi.endpoints.getNameSuggestions.initiate({ name, zone: NAME_ZONE }, { subscribe: false }));
    if (result.error || !result.data) throw new LatchError(FETCH_NAME_SUGGESTIONS);
    return result.data.suggestions;
  };

/** The names registered for the active account, the first becoming its profile name; "Error fetching names for address" on failure. */
export const loadAccountNames = (): LatchThunk<Promise<string[]>> => async (dispatch, getState, extra) => {
  const state = getState();
  const account = selectActiveAccount(state);
  if (!account?.address || !account.caipAddress) throw new LatchError(NO_ACTIVE_CAIP_ADDRESS);
  const { address, caipAddress } = account;
  const { blockchainApi } = await extra.loadApi();
  const result = await dispatch(blockchainApi.endpoints.getReverseProfiles.initiate({ address, sender: address }, { subscribe: false }));
  if (result.error || !result.data) throw new LatchError(FETCH_NAMES_FOR_ADDRESS);
  const names = result.data.map((profile) => profile.name);
  if (names[0]) dispatch(accountsSlice.actions.profileSet({ namespace: state.networks.activeNamespace, caipAddress, name: names[0], image: account.profileImage }));
  return names;
};
