import type { ServiceModule } from '../modules.js';
import { seedImageCatalog } from './catalog.js';
import { imageRoutes } from './routes.js';

/** Wallet, network, currency and token images (SPEC 7); wallets' come with the registry. */
export const imagesModule: ServiceModule = { name: 'images', routes: imageRoutes, seed: seedImageCatalog };
