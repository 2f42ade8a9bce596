// The names' requests to the Blockchain API (SPEC 7). Each fails with its message of SPEC 8, which
// the flows of names.ts throw as it is.
import { NAME_ZONE } from '../../constants.js';
import { errorFetchingNameSuggestions, errorFetchingNamesForAddress, errorRegisteringName, errorResolvingName } from '../../errors/catalogue.js';
import { coinTypeForChainId } from '../../rules/names.js';
import { createLatchAsyncThunk } from '../../store/createLatchAsyncThunk.js';
import { selectActiveNetwork } from '../networks/selectors.js';
import { callFailure } from '../../errors/wireMessages.js';

/** Posts a signed registration of `name`; fails with the API's reason, else "Error registering name {name}". */
export const postNameRegistration = createLatchAsyncThunk(
  'names/register',
  async ({ name, ...body }: { name: string; coin_type: number; address: string; message: string; signature: string }, { dispatch, extra, rejectWithValue }) => {
    const { blockchainApi } = await extra.loadApi();
    const result = await dispatch(blockchainApi.endpoints.registerName.initiate(body));
    if (result.error) return rejectWithValue(callFailure({ message: (result.error as { reason?: string }).reason }, errorRegisteringName(name)));
  },
);

/** The address a registered name points to on the active chain; "Error resolving name" when the lookup fails. */
export const fetchNameAddress = createLatchAsyncThunk('names/resolve', async (name: string, { dispatch, getState, extra, rejectWithValue }) => {
  const network = selectActiveNetwork(getState());
  const { blockchainApi } = await extra.loadApi();
  const result = await dispatch(blockchainApi.endpoints.getProfile.initiate({ name }, { subscribe: false }));
  if (result.error || !result.data) return rejectWithValue(errorResolvingName);
  return network && result.data.addresses[String(coinTypeForChainId(Number(network.id)))]?.address;
});

/** Free names like `name` in the fixed zone; "Error fetching name suggestions" when the lookup fails. */
export const fetchNameSuggestions = createLatchAsyncThunk('names/fetchSuggestions', async (name: string, { dispatch, extra, rejectWithValue }) => {
  const { blockchainApi } = await extra.loadApi();
  const result = await dispatch(blockchainApi.endpoints.getNameSuggestions.initiate({ name, zone: NAME_ZONE }, { subscribe: false }));
  return result.error || !result.data ? rejectWithValue(errorFetchingNameSuggestions) : result.data.suggestions;
});

/** The names registered for `address`; "Error fetching names for address" on failure. */
export const fetchAccountNames = createLatchAsyncThunk('names/fetchForAddress', async (address: string, { dispatch, extra, rejectWithValue }) => {
  const { blockchainApi } = await extra.loadApi();
  const result = await dispatch(blockchainApi.endpoints.getReverseProfiles.initiate({ address, sender: address }, { subscribe: false }));
  return result.error || !result.data ? rejectWithValue(errorFetchingNamesForAddress) : result.data.map((profile) => profile.name);
});
