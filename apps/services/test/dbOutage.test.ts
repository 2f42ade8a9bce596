// PostgreSQL restarted under load: while it is down every request answers 503 with Retry-After at
// once (not 500, not a wait past the pool's connect timeout), the pool reconnects on its own once it
// is back, and every write answered 2xx is stored. A cluster of its own, since it is restarted.
import { EventEmitter } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { startPostgres, type LocalPostgres } from '@latch/devnet/postgres';
import { DB_CONNECT_TIMEOUT_MS } from '../src/db/postgres.js';
import { databaseUnavailable, DB_RETRY_AFTER_S } from '../src/db/unavailable.js';
import { createServices, type Services } from '../src/index.js';
import { callJson, DEMO_ORIGIN, urlOf, type JsonAnswer } from './helpers.js';
import { requireTestPostgres } from './postgresServer.js';
import { clientAt } from './replicaWorld.js';

requireTestPostgres();

const UNAVAILABLE = { status: 503, retryAfter: String(DB_RETRY_AFTER_S), message: databaseUnavailable(DB_RETRY_AFTER_S) };
/** How long each client waits between its requests (about 20 a second each, under its limit of 120 a minute over the run). */
const PAUSE_MS = 40;

interface Outcome {
  eventId: string;
  ms: number;
  status: number;
  retryAfter: string | null;
  message: unknown;
}

const outcomeOf = (eventId: string, ms: number, answer: JsonAnswer): Outcome => ({
  eventId,
  ms,
  status: answer.status,
  retryAfter: answer.headers.get('retry-after'),
  message: (answer.body as { message?: unknown } | undefined)?.message,
});

describe('PostgreSQL restarted under load', () => {
  let postgres: LocalPostgres;
  let services: Services;
  beforeAll(async () => {
    postgres = await startPostgres();
    services = await createServices({ port: 0, database: { kind: 'postgres', url: postgres.url }, auth: { smtpPort: 0 } });
  }, 60_000);
  afterAll(async () => {
    await services?.stop();
    await postgres?.stop();
  });

  it('answers 503 with Retry-After while it is down, reconnects on its own, and loses no write it answered 2xx', async () => {
    const clients = Array.from({ length: 6 }, (_, index) => clientAt(`127.0.5.${index + 1}`));
    const run = Date.now();
    let sending = true;
    try {
      const load = clients.map(async (client, index) => {
        const outcomes: Outcome[] = [];
        for (let i = 0; sending; i++) {
          const eventId = `outage-${run}-${index}-${i}`;
          const body = { eventId, url: '', domain: '', timestamp: 1, props: { type: 'track', event: 'OUTAGE' } };
          const started = performance.now();
          const answer = await client.send(urlOf(services.url, '/e'), 'POST', { origin: DEMO_ORIGIN }, body);
          outcomes.push(outcomeOf(eventId, performance.now() - started, answer));
          await sleep(PAUSE_MS);
        }
        return outcomes;
      });
      await sleep(500);
      await postgres.restart(async () => {
        const started = performance.now();
        const read = await callJson(services.url, 'GET', '/getWallets');
        expect(performance.now() - started).toBeLessThan(1000);
        expect(outcomeOf('', 0, read)).toMatchObject(UNAVAILABLE);
        // The load meets the outage.
        await sleep(1000);
      });
      // Back: the pool's next connections reach the new server.
      const backBy = performance.now() + DB_CONNECT_TIMEOUT_MS;
      while ((await callJson(services.url, 'GET', '/getWallets')).status !== 200) {
        expect(performance.now()).toBeLessThan(backBy);
        await sleep(100);
      }
      await sleep(1000);
      sending = false;
      const outcomes = (await Promise.all(load)).flat();

      expect(outcomes.filter(({ status }) => status !== 202 && status !== 503)).toEqual([]);
      const refused = outcomes.filter(({ status }) => status === 503);
      expect(refused.length).toBeGreaterThan(0);
      for (const outcome of refused) expect(outcome).toMatchObject(UNAVAILABLE);
      for (const { ms } of outcomes) expect(ms).toBeLessThan(DB_CONNECT_TIMEOUT_MS + 1000);
      // Every client was served again after the restart.
      for (const perClient of await Promise.all(load)) expect(perClient.at(-1)!.status).toBe(202);

      const accepted = outcomes.filter(({ status }) => status === 202).map(({ eventId }) => eventId);
      const [stored] = await services.db.query<{ n: number }>('select count(*)::int as n from analytics_events where event_id = any($1::text[])', [accepted]);
      expect(stored!.n).toBe(accepted.length);
    } finally {
      sending = false;
      for (const client of clients) client.close();
    }
  }, 60_000);

  it('fails a transaction whose connection the restart took as unavailable, without ending the process, and serves again', async () => {
    // A lost connection's 'error' event that no one hears ends a real process (jest only reports it): count those.
    const unheard: unknown[] = [];
    const emit = jest.spyOn(pg.Client.prototype, 'emit').mockImplementation(function (this: pg.Client, event: string | symbol, ...args: unknown[]) {
      if (event !== 'error' || this.listenerCount('error') > 0) return EventEmitter.prototype.emit.call(this, event, ...args);
      unheard.push(args[0]);
      return false;
    });
    const transaction = services.db.transaction(async (tx) => {
      await tx.query('select 1');
      // The server goes away while this transaction holds its connection between two statements.
      await postgres.restart();
      await tx.query('select 1');
    });
    await expect(transaction).rejects.toMatchObject({ status: 503, retryAfterS: DB_RETRY_AFTER_S, message: databaseUnavailable(DB_RETRY_AFTER_S) });
    emit.mockRestore();
    expect(unheard).toEqual([]);
    expect(await services.db.query('select 1 as one')).toEqual([{ one: 1 }]);
    expect((await callJson(services.url, 'GET', '/getWallets')).status).toBe(200);
  }, 60_000);
});
