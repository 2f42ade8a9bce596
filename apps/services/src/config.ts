// The services' configuration: what createServices takes, and how the environment turns into it.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { authConfigFromEnv, authEnvShape, missingProductionSecrets, type AuthConfig } from './auth/config.js';
import { z } from 'zod';
import type { ChainConfig } from './chain/config.js';
import { readChainsFile, type ChainsFile } from './chain/chainsFile.js';
import type { SolanaChainConfig } from './chain/solanaConfig.js';
import type { FaucetConfig } from './faucet/config.js';
import { readSocialProvidersFile, type SocialConfig } from './auth/social/providers.js';
import type { RegistryWallet } from './walletApi/registry/types.js';
import { readWalletsFile } from './walletApi/registry/walletsFile.js';
import { isLocalWorld, localWorldOnly, WORLD_VARIABLE, WORLDS } from './localWorld.js';
import { PAYOUT_SETTINGS, PAYOUTS_VARIABLE, payoutsNeedProvider } from './blockchainApi/onramp/payouts.js';
import { DEFAULT_LOG_LEVEL, LOG_LEVEL_VARIABLE, logLevelSchema, type LogSettings } from './observability/logger.js';
import { resolveWorkers, workersEnvShape } from './workers.js';
import { DEFAULT_RESEND_AFTER_MS } from './chain/sharedKeySender.js';
import { DEFAULT_SHUTDOWN_GRACE_MS } from './lifecycle/drain.js';
import { DEFAULT_DB_POOL_MAX_WAITING } from './db/poolAdmission.js';

export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 8787;
export const DEFAULT_DEMO_ORIGINS = ['http://127.0.0.1:5173', 'http://localhost:5173'] as const;
/** Where the embedded wallet's frame is served (apps/wallet-frame on port 5174). */
export const DEFAULT_FRAME_ORIGINS = ['http://127.0.0.1:5174', 'http://localhost:5174'] as const;
/** Where the local world serves its metrics unless LATCH_METRICS_PORT says otherwise (Prometheus exporters' customary port). */
export const DEFAULT_LOCAL_METRICS_PORT = 9464;
/** The value of LATCH_SERVICES_DATA_DIR that asks for a database in memory. */
export const MEMORY_DATA_DIR = ':memory:';

/** Where the data lives: PGlite in memory, PGlite in a directory, or a PostgreSQL server. */
export type DatabaseConfig = { kind: 'memory' } | { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export interface ServicesConfig {
  /** Interface to bind; 127.0.0.1 unless set. */
  host?: string;
  /** Port to listen on; 8787 unless set, 0 picks a free one. */
  port?: number;
  /** PGlite in `.cache/services-data` at the repository root unless set. */
  database?: DatabaseConfig;
  /** Embedded-wallet auth: session secret, clock, where mail goes (src/auth/config.ts). */
  auth?: AuthConfig;
  /** Origins the demo project allows; added to its allowlist at each start, never removed. */
  demoOrigins?: readonly string[];
  /** The EVM chains the Blockchain API reads (none unless set: it then answers empty results); the file's `eip155:` entries. */
  chains?: readonly ChainConfig[];
  /** The clock of the Blockchain API's caches (prices 30 s, identities 5 min): Date.now unless set. Tests pass their own to move time. */
  now?: () => number;
  /** The Solana networks whose balances the Blockchain API reads (none unless set); the file's `solana:` entries. */
  solanaChains?: readonly SolanaChainConfig[];
  /**
   * The origins of the embedded wallet's frame: only these may fetch a user's backup wrap key
   * and read or write key backups. They are added to the demo project's allowlist too.
   */
  frameOrigins?: readonly string[];
  /** The dev faucet (POST /dev/faucet): a funded dev key on a dev chain. Off unless set; outside the local world the start refuses it. */
  faucet?: FaucetConfig | null;
  /**
   * How many reverse proxies stand in front of the services (0 unless set): the per-client limits
   * then count the address the outermost one saw, from X-Forwarded-For (http/client.ts).
   */
  trustedProxies?: number;
  /**
   * The wallet listing, written at each start in place of the built-in registry (null unless set):
   * an operator's own registry, or a listing of another size.
   */
  wallets?: readonly RegistryWallet[] | null;
  /**
   * The local world (src/localWorld.ts): the dev mailbox, the stand-ins for the social providers,
   * the dev faucet, the onramp's payouts, and secrets made and kept in the database.
   * Whether LATCH_ENV=local unless set; never inferred from NODE_ENV or the host.
   */
  localWorld?: boolean;
  /**
   * Treasury payouts asked for (LATCH_ONRAMP_PAYOUTS=treasury). The onramp takes no payment, so the
   * treasury pays in the local world alone, which pays with or without this; outside it the start
   * refuses it. Off unless set.
   */
  onrampPayouts?: boolean;
  /** The JSON log's level (LATCH_LOG_LEVEL unless set, else info) and where its lines go (standard output unless set). */
  log?: Partial<LogSettings>;
  /**
   * The port of the Prometheus endpoint (GET /metrics on `host`), 0 for a free one; off (null) unless set.
   * From the environment: LATCH_METRICS_PORT, else 9464 in the local world and off outside it.
   */
  metricsPort?: number | null;
  /** How many worker processes the CLI runs over one port (workers.ts, cluster.ts); createServices is one of them. 1 unless set. */
  workers?: number;
  /** How long a payment from a shared key (onramp treasury, faucet) may go unmined before it is resent (chain/sharedKeySender.ts): 60 s unless set. */
  sendResendAfterMs?: number;
  /** How long a drain (SIGTERM) lets in-flight requests finish before it cuts them: DEFAULT_SHUTDOWN_GRACE_MS unless set. */
  shutdownGraceMs?: number;
  /** How many round trips may wait for a PostgreSQL pool connection before new requests are refused 503 (db/poolAdmission.ts): DEFAULT_DB_POOL_MAX_WAITING unless set. */
  dbPoolMaxWaiting?: number;
}

/**
 * Refuses, naming each, to start outside the local world with what runs only in it (a dev faucet,
 * the port of the social providers' stand-ins, treasury payouts), or without the secrets auth needs from the configuration.
 */
export function requireProductionSettings(config: Required<ServicesConfig>): void {
  if (config.localWorld) return;
  const refused = [...missingProductionSecrets(config.auth)];
  if (config.faucet) refused.push(`faucet: ${localWorldOnly('the dev faucet')}`);
  if (config.auth.social?.localOidcPort !== undefined) refused.push(`LATCH_OIDC_PORT: ${localWorldOnly('the stand-in for the social providers')}`);
  if (config.onrampPayouts) refused.push(payoutsNeedProvider());
  if (refused.length) throw new ConfigError(`Invalid services configuration (not the local world: ${WORLD_VARIABLE} is not local):\n  ${refused.join('\n  ')}`);
}

/** A CORS origin: scheme, host and port, nothing else (`new URL(x).origin` of itself). */
export const originSchema = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}, 'must be an origin such as http://localhost:5173 (scheme, host and port only)');

const portSchema = z
  .string()
  .trim()
  .regex(/^\d{1,5}$/, 'must be a port number from 0 to 65535')
  .transform(Number)
  .pipe(z.number().max(65535, 'must be a port number from 0 to 65535'));

const envSchema = z.object({
  [WORLD_VARIABLE]: z.enum(WORLDS, `must be ${WORLDS[0]} (the local world) or ${WORLDS[1]}`).optional(),
  [PAYOUTS_VARIABLE]: z.enum(PAYOUT_SETTINGS, `must be ${PAYOUT_SETTINGS[0]} (pay purchases from the treasury keys) or ${PAYOUT_SETTINGS[1]}`).optional(),
  LATCH_SERVICES_HOST: z.string().trim().min(1).optional(),
  LATCH_SERVICES_PORT: portSchema.optional(),
  LATCH_SERVICES_DATA_DIR: z.string().trim().min(1, 'must not be empty').optional(),
  ...authEnvShape,
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\/./, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  LATCH_SERVICES_DEMO_ORIGINS: z
    .string()
    .transform((list) => list.split(',').map((origin) => origin.trim()).filter(Boolean))
    .pipe(z.array(originSchema))
    .optional(),
  LATCH_SERVICES_CHAINS_FILE: z.string().trim().min(1, 'must not be empty').optional(),
  LATCH_SOCIAL_PROVIDERS_FILE: z.string().trim().min(1, 'must not be empty').optional(),
  LATCH_SERVICES_WALLETS_FILE: z.string().trim().min(1, 'must not be empty').optional(),
  LATCH_SERVICES_FRAME_ORIGINS: z
    .string()
    .transform((list) => list.split(',').map((origin) => origin.trim()).filter(Boolean))
    .pipe(z.array(originSchema).min(1, 'must name at least one origin'))
    .optional(),
  LATCH_SERVICES_TRUSTED_PROXIES: z.string().trim().regex(/^\d$/, 'must be a number of proxies from 0 to 9').transform(Number).optional(),
  [LOG_LEVEL_VARIABLE]: logLevelSchema.optional(),
  LATCH_METRICS_PORT: portSchema.optional(),
  ...workersEnvShape,
  LATCH_SEND_RESEND_AFTER_MS: z.string().trim().regex(/^[1-9]\d{2,6}$/, 'must be a number of milliseconds from 100 to 9999999').transform(Number).optional(),
  LATCH_SHUTDOWN_GRACE_MS: z.string().trim().regex(/^\d{1,7}$/, 'must be a number of milliseconds from 0 to 9999999').transform(Number).optional(),
  LATCH_DB_POOL_MAX_WAITING: z.string().trim().regex(/^[1-9]\d{0,4}$/, 'must be a number of round trips from 1 to 99999').transform(Number).optional(),
});

/** A configuration the environment cannot give; its message names every bad variable. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** The repository root (nearest pnpm-workspace.yaml above `from`), or `from` itself outside a workspace. */
export function findRepoRoot(from: string = process.cwd()): string {
  for (let dir = resolve(from); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (dirname(dir) === dir) return resolve(from);
  }
}

export function defaultDataDir(cwd: string = process.cwd()): string {
  return join(findRepoRoot(cwd), '.cache', 'services-data');
}

/** Reads the configuration from the environment; throws a ConfigError naming each bad value. */
export function configFromEnv(env: Record<string, string | undefined> = process.env, cwd: string = process.cwd()): Required<ServicesConfig> {
  const blankless = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(blankless);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid services configuration:\n  ${lines.join('\n  ')}`);
  }
  const vars = parsed.data;
  const dataDir = vars.LATCH_SERVICES_DATA_DIR;
  const database: DatabaseConfig = vars.DATABASE_URL
    ? { kind: 'postgres', url: vars.DATABASE_URL }
    : dataDir === MEMORY_DATA_DIR
      ? { kind: 'memory' }
      : { kind: 'pglite', dataDir: resolve(cwd, dataDir ?? defaultDataDir(cwd)) };
  const auth = withSocialProviders(authConfigFromEnv(vars), vars.LATCH_SOCIAL_PROVIDERS_FILE, cwd);
  const localWorld = isLocalWorld(blankless);
  const workers = resolveWorkers(vars.LATCH_SERVICES_WORKERS, { database, smtpUrl: auth.smtpUrl, localWorld });
  if (typeof workers !== 'number') throw new ConfigError(`Invalid services configuration:\n  ${workers.refused}`);
  return {
    host: vars.LATCH_SERVICES_HOST ?? DEFAULT_HOST,
    port: vars.LATCH_SERVICES_PORT ?? DEFAULT_PORT,
    database,
    auth,
    demoOrigins: vars.LATCH_SERVICES_DEMO_ORIGINS ?? [...DEFAULT_DEMO_ORIGINS],
    ...chainsFromFile(vars.LATCH_SERVICES_CHAINS_FILE, cwd),
    now: Date.now,
    frameOrigins: vars.LATCH_SERVICES_FRAME_ORIGINS ?? [...DEFAULT_FRAME_ORIGINS],
    faucet: null,
    trustedProxies: vars.LATCH_SERVICES_TRUSTED_PROXIES ?? 0,
    wallets: walletsFromFile(vars.LATCH_SERVICES_WALLETS_FILE, cwd),
    localWorld,
    onrampPayouts: vars[PAYOUTS_VARIABLE] === PAYOUT_SETTINGS[0],
    log: { level: vars[LOG_LEVEL_VARIABLE] ?? DEFAULT_LOG_LEVEL },
    metricsPort: vars.LATCH_METRICS_PORT ?? (isLocalWorld(blankless) ? DEFAULT_LOCAL_METRICS_PORT : null),
    workers,
    sendResendAfterMs: vars.LATCH_SEND_RESEND_AFTER_MS ?? DEFAULT_RESEND_AFTER_MS,
    shutdownGraceMs: vars.LATCH_SHUTDOWN_GRACE_MS ?? DEFAULT_SHUTDOWN_GRACE_MS,
    dbPoolMaxWaiting: vars.LATCH_DB_POOL_MAX_WAITING ?? DEFAULT_DB_POOL_MAX_WAITING,
  };
}

/** The chains of LATCH_SERVICES_CHAINS_FILE (relative to the cwd); a bad file is a ConfigError naming its bad fields. */
function chainsFromFile(file: string | undefined, cwd: string): ChainsFile {
  if (file === undefined) return { chains: [], solanaChains: [] };
  try {
    return readChainsFile(resolve(cwd, file));
  } catch (error) {
    throw new ConfigError(`Invalid services configuration:\n  LATCH_SERVICES_CHAINS_FILE: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The wallets of LATCH_SERVICES_WALLETS_FILE (relative to the cwd); a bad file is a ConfigError naming its bad fields. */
function walletsFromFile(file: string | undefined, cwd: string): RegistryWallet[] | null {
  if (file === undefined) return null;
  try {
    return readWalletsFile(resolve(cwd, file));
  } catch (error) {
    throw new ConfigError(`Invalid services configuration:\n  LATCH_SERVICES_WALLETS_FILE: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The auth config with the providers of LATCH_SOCIAL_PROVIDERS_FILE (relative to the cwd); a bad file is a ConfigError naming its bad fields. */
function withSocialProviders(auth: AuthConfig, file: string | undefined, cwd: string): AuthConfig {
  if (file === undefined) return auth;
  let providers: SocialConfig['providers'];
  try {
    providers = readSocialProvidersFile(resolve(cwd, file));
  } catch (error) {
    throw new ConfigError(`Invalid services configuration:\n  LATCH_SOCIAL_PROVIDERS_FILE: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { ...auth, social: { ...auth.social, providers } };
}

/** Where the database lives, said for a person (never prints a password). */
export function describeDatabase(database: DatabaseConfig): string {
  if (database.kind === 'memory') return 'PGlite in memory';
  if (database.kind === 'pglite') return `PGlite in ${database.dataDir}`;
  try {
    const url = new URL(database.url);
    return `PostgreSQL at ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}
