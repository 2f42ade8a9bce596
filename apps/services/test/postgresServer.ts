// A throwaway PostgreSQL database for a test: a fresh database on the server LATCH_TEST_DATABASE_URL
// names, or else on a temporary cluster of Debian's postgresql package when it is installed.
// Neither: the caller fails, saying why.
import { createHash } from 'node:crypto';
import pg from 'pg';
import { openDb } from '../src/db/db.js';
import { migrate } from '../src/db/migrate.js';
import { migrations } from '../src/db/migrations.js';
import { startPostgresServer, type TestPostgres } from './postgresCluster.js';

export { requireTestPostgres, type TestPostgres } from './postgresCluster.js';

let databases = 0;

const withDatabase = (serverUrl: string, name: string) => Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();

async function onServer<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** Any number shared by the processes that may build the template at once. */
const TEMPLATE_LOCK = 8787_0002;

/**
 * A database on the server with this build's migrations applied and nothing else, built once and
 * copied for each test that asks (CREATE DATABASE … TEMPLATE copies files; migrating again costs
 * about 35 transactions of DDL per start). Its name carries a digest of the migrations, so a
 * server kept between runs never hands out an older schema.
 */
async function migratedTemplate(serverUrl: string): Promise<string> {
  const name = `latch_template_${createHash('sha256').update(JSON.stringify(migrations)).digest('hex').slice(0, 16)}`;
  await onServer(serverUrl, async (admin) => {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    if ((await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount) return;
    // Built under another name and renamed when whole: a run stopped halfway leaves no template.
    const building = `${name}_building`;
    await admin.query(`drop database if exists ${building}`);
    await admin.query(`create database ${building}`);
    const db = await openDb({ kind: 'postgres', url: withDatabase(serverUrl, building) });
    try {
      await migrate(db);
    } finally {
      await db.close();
    }
    await admin.query(`alter database ${building} rename to ${name}`);
  });
  return name;
}

/**
 * A database of its own on the server, dropped again by stop(); and the server too when this
 * started it. Empty, or with `migrated` this build's migrations already applied.
 */
export async function startTestPostgres({ migrated = false }: { migrated?: boolean } = {}): Promise<TestPostgres> {
  const server = process.env.LATCH_TEST_DATABASE_URL ? { url: process.env.LATCH_TEST_DATABASE_URL, stop: async () => {} } : await startPostgresServer();
  const name = `latch_test_${process.pid}_${Date.now()}_${++databases}`;
  const template = migrated ? await migratedTemplate(server.url) : undefined;
  await onServer(server.url, (admin) => admin.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  return {
    url: withDatabase(server.url, name),
    async stop() {
      await onServer(server.url, (admin) => admin.query(`drop database if exists ${name} with (force)`));
      await server.stop();
    },
  };
}
