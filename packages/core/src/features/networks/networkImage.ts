import type { CaipNetwork } from '../../caip/network.js';
import { serviceUrl } from '../../api/serviceUrl.js';

/** The Wallet API's route for a network's image, by its `assets.imageId` (SPEC 7). */
const ASSET_IMAGE_PATH = '/public/getAssetImage/';

/**
 * A network as the UI shows its icon (`assets.imageUrl`): an `imageId` alone (the catalogue's networks
 * carry their CAIP-2 id) becomes the Wallet API's asset image when the services are configured.
 */
export function withImageUrl(network: CaipNetwork, walletApi: string | undefined, projectId: string): CaipNetwork {
  const { imageId, imageUrl } = network.assets ?? {};
  if (imageUrl || !imageId || !walletApi) return network;
  return { ...network, assets: { ...network.assets, imageUrl: serviceUrl({ baseUrl: walletApi, projectId }, `${ASSET_IMAGE_PATH}${encodeURIComponent(imageId)}`) } };
}
