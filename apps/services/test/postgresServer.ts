// A throwaway PostgreSQL database for a test: a fresh database on the server LATCH_TEST_DATABASE_URL
// names, or else on a temporary cluster of Debian's postgresql package when it is installed.
// Neither: the caller fails, saying why.
import pg from 'pg';
import { startPostgresServer, type TestPostgres } from './postgresCluster.js';

export { requireTestPostgres, type TestPostgres } from './postgresCluster.js';

let databases = 0;

/** A database of its own on the server, dropped again by stop(); and the server too when this started it. */
export async function startTestPostgres(): Promise<TestPostgres> {
  const server = process.env.LATCH_TEST_DATABASE_URL ? { url: process.env.LATCH_TEST_DATABASE_URL, stop: async () => {} } : await startPostgresServer();
  const name = `latch_test_${process.pid}_${Date.now()}_${++databases}`;
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async stop() {
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      await server.stop();
    },
  };
}
