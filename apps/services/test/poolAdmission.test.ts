// A busy database pool refuses new requests at once (503 with Retry-After) instead of queueing
// them, counts each refusal, answers its probes all the while, and serves again once the queue is
// gone. Over a real PostgreSQL, whose pool is held busy by statements that wait on a lock the test
// holds: they end when the test lets them, not after a sleep that a loaded machine can outlast (a
// waiter then timed out after the file had ended and failed the next file in its worker: ci40).
import { walletsResponseSchema } from '@latch/core/api';
import pg from 'pg';
import { createServices, parseMetricsText, sampleSum, type Services } from '../src/index.js';
import { POOL_BUSY_RETRY_AFTER_S, servicesBusy } from '../src/db/poolAdmission.js';
import { fetchJson, urlOf } from './helpers.js';
import { requireTestPostgres, startTestPostgres, type TestPostgres } from './postgresServer.js';

requireTestPostgres();

/** More than the pool's 10 connections, so that some wait. */
const HELD_STATEMENTS = 13;
const MAX_WAITING = 2;
const HOLD_LOCK = 7_301;

describe('a busy database pool', () => {
  let postgres: TestPostgres;
  let services: Services;
  beforeAll(async () => {
    postgres = await startTestPostgres({ migrated: true });
    services = await createServices({ port: 0, database: { kind: 'postgres', url: postgres.url }, dbPoolMaxWaiting: MAX_WAITING, metricsPort: 0 });
  }, 60_000);
  afterAll(async () => {
    await services?.stop();
    await postgres?.stop();
  });

  const refusals = async () => sampleSum(parseMetricsText(await (await fetch(services.metricsUrl!)).text()), 'latch_db_pool_refusals_total');
  const wallets = () => fetchJson(urlOf(services.url, '/getWallets', { entries: '1' }));

  it('refuses requests 503 with Retry-After while the queue is full, then serves them again', async () => {
    const before = await refusals();
    const lockHolder = new pg.Client({ connectionString: postgres.url });
    await lockHolder.connect();
    await lockHolder.query('select pg_advisory_lock($1)', [HOLD_LOCK]);
    let finished = 0;
    const held = Promise.allSettled(
      Array.from({ length: HELD_STATEMENTS }, () => services.db.query('select pg_advisory_xact_lock_shared($1)', [HOLD_LOCK]).then(() => finished++)),
    );
    try {
      // The statements past the pool's connections wait for one.
      while (services.db.poolStats!().waiting < MAX_WAITING) await new Promise((resolve) => setTimeout(resolve, 10));
      const refused = await wallets();
      expect(finished).toBe(0);
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe(String(POOL_BUSY_RETRY_AFTER_S));
      expect(refused.body).toEqual({ message: servicesBusy(POOL_BUSY_RETRY_AFTER_S) });
      expect((await fetchJson(`${services.url}/healthz`)).status).toBe(200);
      expect((await refusals()) - before).toBe(1);
    } finally {
      await lockHolder.query('select pg_advisory_unlock($1)', [HOLD_LOCK]);
      await lockHolder.end();
    }
    expect((await held).filter(({ status }) => status === 'rejected')).toEqual([]);
    expect(finished).toBe(HELD_STATEMENTS);
    const served = await wallets();
    expect(served.status).toBe(200);
    expect(walletsResponseSchema.parse(served.body).data).toHaveLength(1);
  });
});
