import type { Queryable } from '../db/db.js';
import { ensureProject } from './store.js';

/** The demo's project id (ARCHITECTURE.md). */
export const DEMO_PROJECT_ID = 'latch-demo';

/** Creates the demo project on first start; later starts only add origins it lacks. */
export function ensureDemoProject(db: Queryable, origins: readonly string[]): Promise<boolean> {
  return ensureProject(db, { id: DEMO_PROJECT_ID, name: 'Latch demo', allowedOrigins: origins });
}
