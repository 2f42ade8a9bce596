// Two services processes over one PostgreSQL behind a round-robin proxy: what one replica wrote,
// the other reads; the limits count across both; killing one mid-load loses no accepted write.
import { AUTH_WRITE_LIMITS, EMAIL_INTERVAL_MS, emailThrottled } from '../src/index.js';
import { codeOf, linkOf } from '../src/auth/mailbox.js';
import { AuthClient, linkToken } from './authHelpers.js';
import { CALL, DEMO_ORIGIN, urlOf, type JsonAnswer } from './helpers.js';
import { clientAt, useReplicaWorld } from './replicaWorld.js';
import { SERVED_BY } from './roundRobin.js';

const world = useReplicaWorld(2);
const client = new AuthClient(() => ({ url: world().proxy.url }));
const servedBy = (answer: JsonAnswer) => answer.headers.get(SERVED_BY);

let emails = 0;
const newEmail = () => `replica-${Date.now()}-${++emails}@example.com`;

/** The code in the newest mail to `email`, from the SMTP server both replicas send through. */
function codeFor(email: string): string {
  const [newest] = world().catcher.messagesFor(email);
  const code = newest && codeOf(newest);
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

describe('two replicas over one PostgreSQL', () => {
  it('verifies through one replica the links and codes issued through the other, and takes a session made on one on both', async () => {
    const email = newEmail();
    const started = await client.start(email, 'laptop-1');
    expect(started).toMatchObject({ status: 200, body: { action: 'VERIFY_DEVICE' } });
    const link = linkOf(world().catcher.messagesFor(email)[0]!);
    const decided = await client.decideDevice(linkToken(link!).token, 'approve');
    expect(decided.status).toBe(200);
    expect(servedBy(decided)).not.toBe(servedBy(started));
    const approved = await client.verifyDevice(email, 'laptop-1');
    expect(approved).toMatchObject({ status: 200, body: { action: 'VERIFY_OTP' } });
    expect(servedBy(approved)).not.toBe(servedBy(decided));
    const verified = await client.verifyOtp(email, 'laptop-1', codeFor(email));
    expect(verified.status).toBe(200);
    expect(servedBy(verified)).not.toBe(servedBy(approved));
    const { token } = verified.body as { token: string };
    const sessions = [await client.session(token), await client.session(token)];
    expect(sessions.map((answer) => answer.status)).toEqual([200, 200]);
    expect(new Set(sessions.map(servedBy))).toEqual(new Set(['0', '1']));
    for (const answer of sessions) expect(answer.body).toMatchObject({ user: { email } });
  });

  it('holds the 30 s between login emails to one address and device across both, and not another device’s', async () => {
    const email = newEmail();
    const first = await client.start(email, 'phone-1');
    expect(first.status).toBe(200);
    const again = await client.start(email, 'phone-1');
    expect(servedBy(again)).not.toBe(servedBy(first));
    expect(again.status).toBe(429);
    const wait = Number(again.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(EMAIL_INTERVAL_MS / 1000);
    expect(again.body).toEqual(emailThrottled(wait));
    const other = await client.start(email, 'laptop-2');
    expect(servedBy(other)).not.toBe(servedBy(again));
    expect(other).toMatchObject({ status: 200, body: { action: 'VERIFY_DEVICE' } });
    expect(world().catcher.messagesFor(email)).toHaveLength(2);
  });

  it('counts a client’s auth writes across both: the one past the limit is refused by either', async () => {
    const from = clientAt('127.0.0.2');
    try {
      const post = () => from.send(urlOf(world().proxy.url, '/auth/v1/email/start'), 'POST', { origin: DEMO_ORIGIN }, {});
      const { max } = AUTH_WRITE_LIMITS.perClient;
      const within: JsonAnswer[] = [];
      for (let i = 0; i < max; i++) within.push(await post());
      // Each replica saw half of them: counters of its own would refuse none of what follows.
      expect(within.filter((answer) => answer.status === 429)).toEqual([]);
      expect(new Set(within.map(servedBy))).toEqual(new Set(['0', '1']));
      const past = [await post(), await post()];
      expect(past.map((answer) => answer.status)).toEqual([429, 429]);
      expect(new Set(past.map(servedBy))).toEqual(new Set(['0', '1']));
    } finally {
      from.close();
    }
  });

  it('spares a client within its share once the project is past its auth limit, counted across both', async () => {
    const [heavy, fresh] = [clientAt('127.0.0.3'), clientAt('127.0.0.4')];
    try {
      const post = (from: ReturnType<typeof clientAt>) => from.send(urlOf(world().proxy.url, '/auth/v1/email/start'), 'POST', { origin: DEMO_ORIGIN }, {});
      const { max, clientShare } = AUTH_WRITE_LIMITS.perProject!;
      await world().db.query(
        `insert into rate_limits (bucket, key, window_start, count) values ('auth:project', $1, $2, $3)
         on conflict (bucket, key) do update set window_start = excluded.window_start, count = excluded.count`,
        [CALL.projectId, Date.now(), max],
      );
      const within: JsonAnswer[] = [];
      for (let i = 0; i < clientShare!; i++) within.push(await post(heavy));
      expect(within.filter((answer) => answer.status === 429)).toEqual([]);
      const past = [await post(heavy), await post(heavy)];
      expect(past.map((answer) => answer.status)).toEqual([429, 429]);
      expect(new Set(past.map(servedBy))).toEqual(new Set(['0', '1']));
      expect((await post(fresh)).status).not.toBe(429);
    } finally {
      heavy.close();
      fresh.close();
    }
  });

  it('loses no accepted write when one replica is killed mid-load, and the other keeps serving', async () => {
    // 4 clients of at most 75 events each, under the per-client limit, one every 7 ms. The kill and the
    // end of the load wait on what has happened, not on a clock: on a loaded machine timers fire late.
    const clients = ['127.0.1.1', '127.0.1.2', '127.0.1.3', '127.0.1.4'].map(clientAt);
    const url = urlOf(world().proxy.url, '/e');
    const run = Date.now();
    const most = 300;
    const servedByKilledBeforeKill = 20;
    const sentAfterTakenOut = 30;
    type Result = { eventId: string; sentAt: number; status: number; servedBy: string | null };
    const results: Promise<Result>[] = [];
    let acceptedByKilled = 0;
    let killedAt: number | undefined;
    try {
      const sentTimes: number[] = [];
      const sentSinceTakenOut = () => {
        const takenOut = world().proxy.downSince(1);
        return takenOut === undefined ? 0 : sentTimes.filter((sentAt) => sentAt > takenOut).length;
      };
      for (let i = 0; i < most && sentSinceTakenOut() < sentAfterTakenOut; i++) {
        if (killedAt === undefined && acceptedByKilled >= servedByKilledBeforeKill) {
          world().replicas[1]!.process.child.kill('SIGKILL');
          killedAt = performance.now();
        }
        const eventId = `kill-${run}-${i}`;
        const sentAt = performance.now();
        sentTimes.push(sentAt);
        const body = { eventId, url: '', domain: '', timestamp: 1, props: { type: 'track', event: 'REPLICA_KILL' } };
        results.push(
          clients[i % clients.length]!.send(url, 'POST', { origin: DEMO_ORIGIN }, body)
            .catch((): JsonAnswer => ({ status: 0, headers: new Headers(), body: undefined }))
            .then((answer) => {
              if (answer.status === 202 && servedBy(answer) === '1') acceptedByKilled++;
              return { eventId, sentAt, status: answer.status, servedBy: servedBy(answer) };
            }),
        );
        await new Promise((resolve) => setTimeout(resolve, 7));
      }
      const settled = await Promise.all(results);
      // Both replicas took writes before the kill. Once the proxy, as a load balancer would, has seen the
      // killed one fail a request, the survivor takes every one.
      expect(killedAt).toBeDefined();
      const takenOut = world().proxy.downSince(1)!;
      expect(takenOut).toBeGreaterThan(killedAt!);
      const after = settled.filter((result) => result.sentAt > takenOut);
      expect(after.length).toBeGreaterThanOrEqual(sentAfterTakenOut);
      expect(after.map((result) => [result.status, result.servedBy])).toEqual(after.map(() => [202, '0']));
      expect(world().proxy.up()).toEqual([0]);
      const accepted = settled.filter((result) => result.status === 202);
      const [stored] = await world().db.query<{ n: number }>('select count(*)::int as n from analytics_events where event_id = any($1::text[])', [accepted.map((result) => result.eventId)]);
      expect(stored!.n).toBe(accepted.length);
    } finally {
      for (const from of clients) from.close();
    }
  });
});
