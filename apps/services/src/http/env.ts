import type { Db } from '../db/db.js';
import type { Logger } from '../observability/logger.js';
import type { ServicesMetrics } from '../observability/metrics.js';
import type { Project } from '../projects/store.js';
import type { PendingLimit } from './rateLimit.js';

/** What every route handler can read from its context. */
export interface AppEnv {
  Variables: {
    db: Db;
    /** The instance's logger, with this request's id on every line. */
    log: Logger;
    metrics: ServicesMetrics;
    /** Who sent the request, as the limits count clients (http/client.ts). */
    client: string;
    /** The project of the request's projectId, once checked (every route but the open ones). */
    project: Project;
    /** Aborted once the replica drains (lifecycle/drain.ts). */
    draining: AbortSignal;
    /** On a route that counts its request against the write limits in its own first write (http/rateLimit.ts). */
    writeLimit: PendingLimit;
  };
}
