// The one Hono app: CORS, the database and the client's address in the context, the project and
// origin check, then every API area's routes. Errors leave as `{ message, reasons? }` with a non-2xx status.
import { Hono } from 'hono';
import { analyticsModule } from './analytics/index.js';
import { authModule } from './auth/index.js';
import { blockchainApiModule } from './blockchainApi/index.js';
import type { ServicesConfig } from './config.js';
import type { Db } from './db/db.js';
import { DEFAULT_DB_POOL_MAX_WAITING, shedWhenPoolBusy } from './db/poolAdmission.js';
import { faucetModule } from './faucet/index.js';
import { clientAddress } from './http/client.js';
import { cors } from './http/cors.js';
import type { AppEnv } from './http/env.js';
import { notFound, onError } from './http/errors.js';
import { healthRoutes, isProbePath } from './http/health.js';
import { closeWhileDraining } from './lifecycle/drain.js';
import { requireProject } from './http/project.js';
import type { ServiceModule } from './modules.js';
import { observeRequests, type Observability } from './observability/observeRequests.js';
import { openApiRoutes } from './openapi/routes.js';
import { routeDocs } from './openapi/routeDocs.js';
import { imagesModule } from './images/index.js';
import { projectsModule } from './projects/index.js';
import { walletApiModule } from './walletApi/index.js';

/** Every API area, in the order their seeds run. Add the Blockchain API and auth here. */
export const serviceModules: readonly ServiceModule[] = [
  projectsModule,
  walletApiModule,
  imagesModule,
  analyticsModule,
  authModule,
  blockchainApiModule,
  faucetModule,
];

export interface AppOptions {
  db: Db;
  modules?: readonly ServiceModule[];
  /** What each module's routes are made with (its chains, for the Blockchain API). */
  config?: ServicesConfig;
  /** The instance's log and metrics, which every request's line and series go to. */
  observability: Observability;
  /** Aborted once the services drain (lifecycle/drain.ts); never, unless given. */
  draining?: AbortSignal;
}

export function createApp({ db, modules = serviceModules, config = {}, observability, draining = new AbortController().signal }: AppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', observeRequests(observability, config.trustedProxies ?? 0), closeWhileDraining(draining));
  app.use('*', cors);
  app.use('*', async (c, next) => {
    c.set('db', db);
    c.set('client', clientAddress(c, config.trustedProxies ?? 0));
    c.set('draining', draining);
    await next();
  });
  app.use('*', shedWhenPoolBusy(db, config.dbPoolMaxWaiting ?? DEFAULT_DB_POOL_MAX_WAITING, isProbePath));
  app.use('*', requireProject);
  app.route('/', healthRoutes({ db, chains: config.chains ?? [], solanaChains: config.solanaChains ?? [], draining }));
  app.route('/', openApiRoutes(routeDocs));
  for (const module of modules) if (module.routes) app.route('/', module.routes(config));
  app.onError(onError);
  app.notFound(notFound);
  return app;
}
