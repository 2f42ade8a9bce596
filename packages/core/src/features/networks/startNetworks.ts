// Loaded with createLatch's first tick, apart from the page's entry: what the configuration and the
// stored active network leave to settle once the store exists.
import type { LatchThunk } from '../../store/extra.js';
import { ACTIVE_NETWORK_KEY } from '../../store/storageKeys.js';
import { withImageUrl } from './networkImage.js';
import { networksSlice } from './networksSlice.js';
import { storedNetworkIdSchema } from './storedNetworkId.js';

const { actions } = networksSlice;

/**
 * An app that named no network opens on SPEC 9's default chain (DEFAULT_CHAIN), its definition loaded
 * from the catalogue now, so no page's entry carries it. A network's `imageId` becomes the services' image
 * URL the UI shows. A stored network that is no longer configured, of a namespace an adapter serves and the
 * app configures, is the unsupported state (SPEC 4): that namespace becomes active and its chain is reported
 * as a wallet's unknown chain is, so UnsupportedChain opens where SPEC 4 allows it.
 */
export const startNetworks = (): LatchThunk<Promise<void>> => async (dispatch, getState, extra) => {
  const configured = getState().networks.networks;
  const networks = configured.length > 0 ? configured : [(await import('../../chains/defaultChain.js')).defaultChain];
  const shown = networks.map((network) => withImageUrl(network, extra.apiUrls?.walletApi, getState().options.projectId));
  if (shown.some((network, index) => network !== configured[index])) dispatch(actions.networksLoaded(shown));
  if (configured.length === 0) {
    dispatch(actions.activeNetworkSet(shown[0]!.caipNetworkId));
    return;
  }
  const storedId = extra.storage.get(ACTIVE_NETWORK_KEY, storedNetworkIdSchema);
  if (!storedId || networks.some((n) => n.caipNetworkId === storedId)) return;
  const [namespace, reference] = storedId.split(':') as [string, string];
  const sameNamespace = networks.find((n) => n.chainNamespace === namespace);
  if (!sameNamespace || !extra.adapters.has(namespace)) return;
  dispatch(actions.activeNetworkSet(sameNamespace.caipNetworkId));
  dispatch(actions.chainReported({ namespace, chainId: reference }));
};
