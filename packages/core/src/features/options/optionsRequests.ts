// The project's settings the Wallet API holds (SPEC 7, 9). Loaded when the first modal opens, not
// with the page; the defaults hold until then, and when they cannot be read.
import { DEFAULT_REMOTE_FEATURES } from '../../constants.js';
import { createLatchAsyncThunk } from '../../store/createLatchAsyncThunk.js';
import { REMOTE_FEATURES_READ, type RemoteFeatures } from './optionsSlice.js';

/** The remote features (SPEC 9), which optionsSlice keeps: each the config names is on (with its list) or off; the others keep their default. */
export const fetchRemoteFeatures = createLatchAsyncThunk(REMOTE_FEATURES_READ, async (_: void, { dispatch, extra }): Promise<RemoteFeatures> => {
  const { walletApi } = await extra.loadApi();
  const result = await dispatch(walletApi.endpoints.getConfig.initiate(undefined, { subscribe: false }));
  const byId = new Map((result.data?.features ?? []).map((f) => [f.id, f]));
  const list = (id: string, fallback: readonly string[]) => {
    const feature = byId.get(id);
    return feature ? (feature.isEnabled ? [...(feature.config ?? [])] : []) : [...fallback];
  };
  const flag = (id: string, fallback: boolean) => byId.get(id)?.isEnabled ?? fallback;
  return {
    swaps: list('swaps', DEFAULT_REMOTE_FEATURES.swaps),
    onramp: list('onramp', DEFAULT_REMOTE_FEATURES.onramp),
    email: flag('email', DEFAULT_REMOTE_FEATURES.email),
    socials: list('social_login', DEFAULT_REMOTE_FEATURES.socials),
    activity: flag('activity', DEFAULT_REMOTE_FEATURES.activity),
    branding: flag('branding', DEFAULT_REMOTE_FEATURES.branding),
  };
});

/** The project's allowed origins; empty when they cannot be read (SPEC 7). */
export const fetchAllowedOrigins = createLatchAsyncThunk('options/fetchAllowedOrigins', async (_: void, { dispatch, extra }) => {
  const { walletApi } = await extra.loadApi();
  const result = await dispatch(walletApi.endpoints.getOrigins.initiate(undefined, { subscribe: false }));
  return result.data?.allowedOrigins ?? [];
});
