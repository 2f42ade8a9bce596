// SIGTERM mid-load, to the built CLI as deployed: every write answered 2xx is in the database, no
// request the replica took is cut (connection reset), those sent after it stopped listening are
// refused (ECONNREFUSED), an open long poll answers pending at once, and the process exits 0
// within the grace period.
import { openDb } from '../src/index.js';
import { AuthClient } from './authHelpers.js';
import { cliDatabaseEnv, runCli, SERVING } from './cliProcess.js';
import { lastingTestDatabase } from './database.js';
import { DEMO_ORIGIN, urlOf, type JsonAnswer } from './helpers.js';
import { LOCAL_WORLD_ENV } from './localWorldEnv.js';
import { clientAt } from './replicaWorld.js';

const GRACE_MS = 10_000;
/** How long each client waits between its requests, and at most how many it sends (under its limit of 120 a minute). */
const PAUSE_MS = 25;
const MAX_PER_CLIENT = 110;
/** How long the load runs before SIGTERM. */
const SIGNAL_AFTER_MS = 800;

type Outcome = { eventId: string; sentAt: number } & ({ status: number } | { error: string });

describe('a replica sent SIGTERM mid-load', () => {
  it('finishes what it took, refuses what came after, answers its long poll pending, and exits 0 within the grace period', async () => {
    // The run's PostgreSQL, or PGlite in a directory: in memory, it would die with the process.
    const database = await lastingTestDatabase();
    const cli = runCli({ ...LOCAL_WORLD_ENV, ...cliDatabaseEnv(database.config), LATCH_SERVICES_PORT: '0', LATCH_SHUTDOWN_GRACE_MS: String(GRACE_MS) });
    const clients = Array.from({ length: 8 }, (_, index) => clientAt(`127.0.4.${index + 1}`));
    try {
      const [, url] = await cli.printed(SERVING);
      // A new device's wait for its approval by the mailed link: held up to 25 s unless the replica drains.
      const auth = new AuthClient(() => ({ url: url! }));
      const email = `drain-${Date.now()}@example.com`;
      await auth.login(email, 'laptop');
      expect((await auth.start(email, 'phone')).body).toEqual({ action: 'VERIFY_DEVICE' });
      const longPoll = auth.verifyDevice(email, 'phone', 25_000).then((answer) => ({ answer, at: performance.now() }));

      // 8 clients, each sending its events one after another on its kept-alive connection until the
      // replica refuses it. SIGTERM goes once SIGNAL_AFTER_MS have passed, just as the first client has
      // its answer: that client's connection is idle then, so its next request comes to the draining
      // replica on a connection open when the drain began. (On a timer, every client could be waiting
      // for an answer at that moment on a busy machine, and each then had its next request refused.)
      let signalledAt = Infinity;
      const signal = () => {
        signalledAt = performance.now();
        cli.child.kill('SIGTERM');
      };
      const loadStart = performance.now();
      const run = Date.now();
      const load = clients.map(async (client, index) => {
        const outcomes: Outcome[] = [];
        for (let i = 0; i < MAX_PER_CLIENT; i++) {
          const eventId = `drain-${run}-${index}-${i}`;
          const body = { eventId, url: '', domain: '', timestamp: 1, props: { type: 'track', event: 'DRAIN' } };
          const sentAt = performance.now();
          const outcome = await client.send(urlOf(url!, '/e'), 'POST', { origin: DEMO_ORIGIN }, body).then(
            (answer: JsonAnswer): Outcome => ({ eventId, sentAt, status: answer.status }),
            (error: NodeJS.ErrnoException & { reusedSocket: boolean }): Outcome => ({ eventId, sentAt, error: `${error.code ?? error.message} on a ${error.reusedSocket ? 'kept-alive' : 'new'} connection` }),
          );
          outcomes.push(outcome);
          if ('error' in outcome) break;
          if (index === 0 && signalledAt === Infinity && performance.now() - loadStart >= SIGNAL_AFTER_MS) signal();
          await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
        }
        return outcomes;
      });
      const outcomes = (await Promise.all(load)).flat();
      // Never reached unless the replica refused the first client before SIGNAL_AFTER_MS: the checks below then fail.
      if (signalledAt === Infinity) signal();
      const code = await cli.exited;
      const exitedAfterMs = performance.now() - signalledAt;

      const answered = outcomes.flatMap((outcome) => ('status' in outcome ? [outcome] : []));
      const failed = outcomes.flatMap((outcome) => ('error' in outcome ? [outcome] : []));
      // No reset, no 5xx: every request was answered 202, or refused on a new connection once the replica stopped listening.
      expect(answered.filter((outcome) => outcome.status !== 202)).toEqual([]);
      expect(failed.map((outcome) => outcome.error)).toEqual(clients.map(() => 'ECONNREFUSED on a new connection'));
      for (const outcome of failed) expect(outcome.sentAt).toBeGreaterThan(signalledAt);
      // Requests were taken during the drain too, on the connections open when it began.
      expect(answered.filter((outcome) => outcome.sentAt > signalledAt).length).toBeGreaterThan(0);

      const { answer: polled, at: polledAt } = await longPoll;
      expect(polled).toMatchObject({ status: 202, body: { status: 'pending' } });
      expect(polledAt - signalledAt).toBeLessThan(1000);

      expect(code).toBe(0);
      expect(exitedAfterMs).toBeLessThan(GRACE_MS);

      const db = await openDb(database.config);
      try {
        const [stored] = await db.query<{ n: number }>('select count(*)::int as n from analytics_events where event_id = any($1::text[])', [answered.map((outcome) => outcome.eventId)]);
        expect(stored!.n).toBe(answered.length);
      } finally {
        await db.close();
      }
    } finally {
      for (const client of clients) client.close();
      if (cli.child.exitCode === null && cli.child.signalCode === null) cli.child.kill('SIGKILL');
      await cli.exited;
      await database.drop();
    }
  }, 60_000);
});
