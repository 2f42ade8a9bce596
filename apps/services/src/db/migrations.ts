// The schema, as plain SQL migrations applied in order at start, on PGlite and PostgreSQL alike.
// Append new ones with the next number; never edit one that has shipped. The Blockchain API and
// auth add theirs here too.
import { blockchainApiMigrations } from '../blockchainApi/migrations.js';
import { authMigrations } from '../auth/migrations.js';
import { faucetMigrations } from '../faucet/migrations.js';
import { PROJECTS_CHANNEL } from '../projects/changes.js';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'projects',
    sql: `
      create table projects (
        id text primary key,
        name text not null,
        allowed_origins text[] not null default '{}',
        analytics_enabled boolean not null default true,
        created_at timestamptz not null default now()
      );
      create table project_features (
        project_id text not null references projects(id) on delete cascade,
        feature_id text not null,
        is_enabled boolean not null,
        config jsonb,
        position integer not null,
        primary key (project_id, feature_id)
      );`,
  },
  {
    version: 2,
    name: 'wallet registry and images',
    sql: `
      create table wallets (
        id text primary key,
        name text not null,
        rank integer not null,
        image_id text not null,
        rdns text,
        chains text[] not null default '{}',
        mobile_link text,
        desktop_link text,
        webapp_link text,
        app_store text,
        play_store text,
        homepage text,
        badge_type text
      );
      create index wallets_rank on wallets (rank, name);
      create table images (
        kind text not null,
        id text not null,
        label text not null,
        primary key (kind, id)
      );`,
  },
  {
    version: 3,
    name: 'analytics events',
    sql: `
      create table analytics_events (
        id bigserial primary key,
        project_id text not null references projects(id) on delete cascade,
        event_id text not null,
        type text not null,
        event text not null,
        url text not null,
        domain text not null,
        origin text,
        client_timestamp bigint not null,
        props jsonb not null,
        received_at timestamptz not null default now(),
        unique (project_id, event_id)
      );
      create index analytics_events_by_event on analytics_events (project_id, event);`,
  },
  {
    version: 4,
    name: 'rate limits: requests counted per client and per project (http/rateLimit.ts)',
    sql: `
      create table rate_limits (
        bucket text not null,
        key text not null,
        window_start bigint not null,
        count integer not null,
        primary key (bucket, key)
      );
      create index rate_limits_ended on rate_limits (bucket, window_start);`,
  },
  {
    version: 5,
    name: 'projects: every change NOTIFYs its id, in its own transaction, for the replicas\' caches (projects/projectCache.ts)',
    sql: `
      create function notify_project_change() returns trigger language plpgsql as $$
      begin
        perform pg_notify('${PROJECTS_CHANNEL}', coalesce(new.id, old.id));
        return null;
      end $$;
      create trigger projects_changed after insert or update or delete on projects for each row execute function notify_project_change();
      create trigger projects_truncated after truncate on projects for each statement execute function notify_project_change();`,
  },
  ...blockchainApiMigrations,
  ...authMigrations,
  ...faucetMigrations,
];
