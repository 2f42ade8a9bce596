// A service module is one API area: its routes, and what it writes into the database at start.
// The Wallet API, images and analytics are modules; the Blockchain API (src/blockchainApi/) and
// embedded-wallet auth (src/auth/) plug in the same way: export a ServiceModule and add it to
// serviceModules in app.ts, with their tables as new entries of db/migrations.ts.
import type { Hono } from 'hono';
import type { ServicesConfig } from './config.js';
import type { Db } from './db/db.js';
import type { AppEnv } from './http/env.js';

export interface ServiceModule {
  name: string;
  /** Mounted at the root behind the project and origin check, with paths as SPEC 7 writes them. */
  routes?: (config: ServicesConfig) => Hono<AppEnv>;
  /** Runs at every start, after the migrations: it must be idempotent. */
  seed?: (db: Db, config: Required<ServicesConfig>) => Promise<void>;
  /**
   * For an area that runs something beside the HTTP server or holds state for one start (auth:
   * the SMTP catcher, the signing key, the clock). Called at every start, after the seeds; the
   * routes it gives are mounted like `routes`, and its `stop` runs when the services stop,
   * before the database closes.
   */
  start?: (db: Db, config: Required<ServicesConfig>) => Promise<StartedModule>;
}

/** What a module's `start` gives back. */
export interface StartedModule {
  routes?: Hono<AppEnv>;
  stop?: () => Promise<void>;
  /** A line the CLI prints at start, such as where a server of the module listens. */
  summary?: string;
}
