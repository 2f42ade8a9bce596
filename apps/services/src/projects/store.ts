// Projects: their origin allowlist, analytics switch and remote features, in the database. Each
// write of projects tells this process's caches (changes.ts); requests read through them (projectCache.ts).
import type { Queryable } from '../db/db.js';
import { projectsWritten } from './changes.js';
import { DEFAULT_FEATURES, type Feature } from './features.js';

export interface Project {
  id: string;
  name: string;
  allowedOrigins: string[];
  analyticsEnabled: boolean;
}

export interface NewProject {
  id: string;
  name: string;
  allowedOrigins: readonly string[];
  analyticsEnabled?: boolean;
  features?: readonly Feature[];
}

interface ProjectRow extends Record<string, unknown> {
  id: string;
  name: string;
  allowed_origins: string[];
  analytics_enabled: boolean;
}

export async function findProject(db: Queryable, id: string): Promise<Project | null> {
  const [row] = await db.query<ProjectRow>('select id, name, allowed_origins, analytics_enabled from projects where id = $1', [id]);
  return row ? { id: row.id, name: row.name, allowedOrigins: row.allowed_origins, analyticsEnabled: row.analytics_enabled } : null;
}

/**
 * Creates the project with its features unless it exists, then adds any of `allowedOrigins`
 * its allowlist lacks (never removing one). Idempotent; resolves with whether it was created.
 */
export async function ensureProject(db: Queryable, project: NewProject): Promise<boolean> {
  const created = await db.query(
    `insert into projects (id, name, allowed_origins, analytics_enabled) values ($1, $2, $3, $4)
     on conflict (id) do nothing returning id`,
    [project.id, project.name, [...project.allowedOrigins], project.analyticsEnabled ?? true],
  );
  if (created.length) {
    projectsWritten();
    for (const feature of project.features ?? DEFAULT_FEATURES) await setFeature(db, project.id, feature);
    return true;
  }
  await db.query(
    `update projects set allowed_origins = allowed_origins || array(
       select o from unnest($2::text[]) with ordinality as t(o, n) where o <> all(allowed_origins) order by n)
     where id = $1`,
    [project.id, [...new Set(project.allowedOrigins)]],
  );
  projectsWritten();
  return false;
}

export async function setAllowedOrigins(db: Queryable, projectId: string, origins: readonly string[]): Promise<void> {
  await db.query('update projects set allowed_origins = $2 where id = $1', [projectId, [...origins]]);
  projectsWritten();
}

export async function setAnalyticsEnabled(db: Queryable, projectId: string, enabled: boolean): Promise<void> {
  await db.query('update projects set analytics_enabled = $2 where id = $1', [projectId, enabled]);
  projectsWritten();
}

export async function listFeatures(db: Queryable, projectId: string): Promise<Feature[]> {
  const rows = await db.query<{ feature_id: string; is_enabled: boolean; config: string[] | null }>(
    'select feature_id, is_enabled, config from project_features where project_id = $1 order by position, feature_id',
    [projectId],
  );
  return rows.map((row) => ({ id: row.feature_id, isEnabled: row.is_enabled, config: row.config }));
}

/** Adds or changes one remote feature of a project; a new one goes last. */
export async function setFeature(db: Queryable, projectId: string, feature: Feature): Promise<void> {
  await db.query(
    `insert into project_features (project_id, feature_id, is_enabled, config, position)
     values ($1, $2, $3, $4::jsonb, (select coalesce(max(position), -1) + 1 from project_features where project_id = $1))
     on conflict (project_id, feature_id) do update set is_enabled = excluded.is_enabled, config = excluded.config`,
    [projectId, feature.id, feature.isEnabled, feature.config === null ? null : JSON.stringify(feature.config)],
  );
}
