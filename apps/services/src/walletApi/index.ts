import type { ServiceModule } from '../modules.js';
import { seedWallets } from './registry/seed.js';
import { walletApiRoutes } from './routes.js';

/** /appkit/v1/config, /projects/v1/origins, /getWallets and /getAnalyticsConfig (SPEC 7). */
export const walletApiModule: ServiceModule = {
  name: 'walletApi',
  routes: walletApiRoutes,
  seed: (db, config) => seedWallets(db, config.wallets ?? undefined),
};
