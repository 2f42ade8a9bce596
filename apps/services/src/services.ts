// Starts the services: database, migrations, seeds, then the HTTP server.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import type { Hono } from 'hono';
import { createApp, serviceModules } from './app.js';
import { answerClientErrors } from './http/clientErrors.js';
import { DEFAULT_DEMO_ORIGINS, DEFAULT_FRAME_ORIGINS, DEFAULT_HOST, DEFAULT_PORT, defaultDataDir, requireProductionSettings, type ServicesConfig } from './config.js';
import { isLocalWorld } from './localWorld.js';
import { DEFAULT_RESEND_AFTER_MS } from './chain/sharedKeySender.js';
import { openDb, type Db } from './db/db.js';
import { migrate, requireMigrated } from './db/migrate.js';
import type { AppEnv } from './http/env.js';
import type { ServiceModule, StartedModule } from './modules.js';
import { becomeCurrent } from './observability/current.js';
import { createLogger, logLevelFromEnv, type Logger } from './observability/logger.js';
import { ServicesMetrics } from './observability/metrics.js';
import { serveMetrics, type MetricsServer } from './observability/metricsServer.js';
import { closeServer, DEFAULT_SHUTDOWN_GRACE_MS } from './lifecycle/drain.js';
import { DEFAULT_DB_POOL_MAX_WAITING } from './db/poolAdmission.js';

export interface Services {
  /** The base URL every client uses, e.g. http://127.0.0.1:8787. */
  url: string;
  app: Hono<AppEnv>;
  db: Db;
  config: Required<ServicesConfig>;
  /** The JSON log every request writes its line to. */
  logger: Logger;
  /** Where this instance's Prometheus endpoint answers (GET), when `metricsPort` turned it on. */
  metricsUrl: string | undefined;
  /** This instance's series (a cluster's worker answers its primary's scrapes from their registry). */
  metrics: ServicesMetrics;
  /** What each module's `start` gave, by module name (auth's mail catcher, for one). */
  started: Readonly<Record<string, StartedModule>>;
  /**
   * The stop of a replica (SIGTERM): /readyz answers 503 and long polls pending at once, new
   * connections are refused, requests in flight finish (each connection closing after its answer)
   * for up to `graceMs` (the config's shutdownGraceMs unless given), then the modules and the
   * database close. Safe to call twice: a second call joins the first.
   */
  drain(graceMs?: number): Promise<void>;
  /** Drains with no grace: open connections are cut at once. */
  stop(): Promise<void>;
}

export function resolveConfig(config: ServicesConfig = {}): Required<ServicesConfig> {
  return {
    host: config.host ?? DEFAULT_HOST,
    port: config.port ?? DEFAULT_PORT,
    auth: config.auth ?? {},
    database: config.database ?? { kind: 'pglite', dataDir: defaultDataDir() },
    demoOrigins: config.demoOrigins ?? [...DEFAULT_DEMO_ORIGINS],
    chains: config.chains ?? [],
    now: config.now ?? Date.now,
    solanaChains: config.solanaChains ?? [],
    frameOrigins: config.frameOrigins ?? [...DEFAULT_FRAME_ORIGINS],
    faucet: config.faucet ?? null,
    trustedProxies: config.trustedProxies ?? 0,
    wallets: config.wallets ?? null,
    localWorld: config.localWorld ?? isLocalWorld(),
    onrampPayouts: config.onrampPayouts ?? false,
    log: { level: config.log?.level ?? logLevelFromEnv(), destination: config.log?.destination },
    metricsPort: config.metricsPort ?? null,
    workers: config.workers ?? 1,
    sendResendAfterMs: config.sendResendAfterMs ?? DEFAULT_RESEND_AFTER_MS,
    shutdownGraceMs: config.shutdownGraceMs ?? DEFAULT_SHUTDOWN_GRACE_MS,
    dbPoolMaxWaiting: config.dbPoolMaxWaiting ?? DEFAULT_DB_POOL_MAX_WAITING,
  };
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new Error(`Port ${port} on ${host} is in use (set LATCH_SERVICES_PORT to another)`) : error);
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/**
 * Whether the start applies the migrations itself: in the local world (one command for a developer
 * and the tests), and on a database in memory, which no other process can have migrated. Elsewhere
 * `latch-services migrate` does, and the start refuses a database it has not migrated.
 */
const migratesAtStart = (config: Required<ServicesConfig>) => config.localWorld || config.database.kind === 'memory';

/**
 * Opens the database, applies migrations (or, outside the local world, checks they are applied)
 * and seeds, and listens. `port: 0` picks a free port.
 * Outside the local world (which is LATCH_ENV=local, or `localWorld: true`) it refuses (ConfigError)
 * without a session secret and a key-encryption key, or with what runs only in the local world (a dev
 * faucet, the port of the social providers' stand-ins).
 */
export async function createServices(config: ServicesConfig = {}, modules: readonly ServiceModule[] = serviceModules): Promise<Services> {
  const resolved = resolveConfig(config);
  requireProductionSettings(resolved);
  const db = await openDb(resolved.database);
  const logger = createLogger(resolved.log);
  const metrics = new ServicesMetrics(db);
  const leaveCurrent = becomeCurrent({ logger, metrics });
  let metricsServer: MetricsServer | undefined;
  const started: Record<string, StartedModule> = {};
  const stopStarted = async () => {
    await Promise.all(Object.values(started).map((module) => module.stop?.().catch(() => {})));
    await metricsServer?.stop();
    logger.flush();
    leaveCurrent();
  };
  try {
    if (migratesAtStart(resolved)) await migrate(db);
    else await requireMigrated(db);
    for (const module of modules) await module.seed?.(db, resolved);
    for (const module of modules) if (module.start) started[module.name] = await module.start(db, resolved);
    const draining = new AbortController();
    const app = createApp({ db, modules, config: resolved, observability: { logger, metrics }, draining: draining.signal });
    for (const module of Object.values(started)) if (module.routes) app.route('/', module.routes);
    const server = createAdaptorServer({ fetch: app.fetch, hostname: resolved.host }) as Server;
    answerClientErrors(server);
    if (resolved.metricsPort !== null) metricsServer = await serveMetrics(metrics.registry, resolved.metricsPort, resolved.host);
    const port = await listen(server, resolved.port, resolved.host);
    const host = resolved.host.includes(':') ? `[${resolved.host}]` : resolved.host;
    let stopping: Promise<void> | undefined;
    const drain = (graceMs = resolved.shutdownGraceMs) => {
      draining.abort();
      return (stopping ??= closeServer(server, graceMs).then(stopStarted).then(() => db.close()));
    };
    return {
      url: `http://${host}:${port}`,
      app,
      db,
      config: resolved,
      logger,
      metricsUrl: metricsServer?.url,
      metrics,
      started,
      drain,
      stop: () => drain(0),
    };
  } catch (error) {
    await stopStarted();
    await db.close().catch(() => {});
    throw error;
  }
}
