// How many worker processes the CLI runs (cluster.ts): LATCH_SERVICES_WORKERS, `auto` or a number.
// Workers share nothing but the database and the SMTP server, as replicas do; so more than one
// needs PostgreSQL (PGlite is one process's files) and LATCH_SMTP_URL (the in-process catcher
// keeps mail in one process's memory, where another worker's /dev/mailbox would not see it).
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import type { DatabaseConfig } from './config.js';

export const WORKERS_VARIABLE = 'LATCH_SERVICES_WORKERS';
export const AUTO_WORKERS = 'auto';

export const workersEnvShape = {
  [WORKERS_VARIABLE]: z
    .string()
    .trim()
    .regex(/^(auto|[1-9]\d{0,2})$/, `must be ${AUTO_WORKERS} (one per core) or a number of workers from 1 to 999`)
    .optional(),
};

/** What decides whether workers can share the load. */
export interface WorkersDeployment {
  database: DatabaseConfig;
  smtpUrl: string | undefined;
  localWorld: boolean;
}

/** What more than one worker lacks in `deployment`, each said for the person starting it. */
function unshareable({ database, smtpUrl }: WorkersDeployment): string[] {
  const missing: string[] = [];
  if (database.kind !== 'postgres') missing.push('DATABASE_URL (PGlite is one process’s database)');
  if (smtpUrl === undefined) missing.push('LATCH_SMTP_URL (the in-process mail catcher keeps its mail in one process)');
  return missing;
}

/**
 * The worker count `setting` asks for: a number as given, `auto` one per core when the deployment
 * can share them (else 1). Unset: 1 in the local world (dev and tests), `auto` outside it.
 * Returns the reason instead when a number over 1 is asked of a deployment that cannot share it.
 */
export function resolveWorkers(setting: string | undefined, deployment: WorkersDeployment, cores: number = availableParallelism()): number | { refused: string } {
  const asked = setting ?? (deployment.localWorld ? '1' : AUTO_WORKERS);
  const missing = unshareable(deployment);
  if (asked === AUTO_WORKERS) return missing.length ? 1 : cores;
  const count = Number(asked);
  if (count > 1 && missing.length) return { refused: `${WORKERS_VARIABLE}: ${count} workers share nothing but the database and the mail server, so they need ${missing.join(' and ')}` };
  return count;
}
