// One worker per core as deployed (cluster.ts): the built CLI with LATCH_SERVICES_WORKERS=2 over a
// real PostgreSQL and one SMTP server serves on one port from two processes, starts another in
// place of a worker that dies, and on SIGTERM stops every worker before it exits; its primary's
// metrics endpoint counts the requests of both workers.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { WORKER_SEMI_SPACE_MB, workerExecArgv } from '../src/cluster.js';
import { parseMetricsText, sampleSum, startMailCatcher, type MailCatcher } from '../src/index.js';
import { AuthClient } from './authHelpers.js';
import { runCli, SERVING, type CliProcess } from './cliProcess.js';
import { LOCAL_WORLD_ENV } from './localWorldEnv.js';
import { startTestPostgres, type TestPostgres } from './postgresServer.js';
import { until } from './until.js';

const PIDS = /2 workers \(pids (\d+), (\d+)\)/;
const METRICS = /Metrics on (http:\/\/127\.0\.0\.1:\d+\/metrics)/g;
const requestLineSchema = z.object({ msg: z.literal('request'), pid: z.number(), route: z.string() });

/** The process ids of the request log's lines for `route`, one per request. */
const loggedPids = (stdout: string, route: string) =>
  // Whole lines only: the last may still be arriving.
  stdout.split('\n').slice(0, -1).flatMap((line) => {
    const parsed = requestLineSchema.safeParse(line.startsWith('{') ? JSON.parse(line) : undefined);
    return parsed.success && parsed.data.route === route ? [parsed.data.pid] : [];
  });

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('the CLI with two workers over one PostgreSQL', () => {
  let postgres: TestPostgres;
  let catcher: MailCatcher;
  let cli: CliProcess | undefined;

  beforeAll(async () => {
    postgres = await startTestPostgres();
    catcher = await startMailCatcher({ port: 0 });
  }, 60_000);

  afterAll(async () => {
    if (cli && cli.child.exitCode === null) {
      cli.child.kill('SIGKILL');
      await cli.exited;
    }
    await catcher?.stop();
    await postgres?.stop();
  });

  it('serves from both on one port, replaces a worker that dies, and stops them all on SIGTERM', async () => {
    cli = runCli({ ...LOCAL_WORLD_ENV, DATABASE_URL: postgres.url, LATCH_SERVICES_PORT: '0', LATCH_SMTP_URL: `smtp://${catcher.host}:${catcher.port}`, LATCH_SERVICES_WORKERS: '2' });
    const [, url] = await cli.printed(SERVING);
    const [, first, second] = (await cli.printed(PIDS)).map(Number);
    expect([first, second].every((pid) => pid !== cli!.child.pid && isRunning(pid!))).toBe(true);
    // Each worker runs with its young generation sized (cluster.ts).
    for (const pid of [first, second]) expect(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')).toContain(`--max-semi-space-size=${WORKER_SEMI_SPACE_MB}`);
    // The URL line is printed once, by the primary, for both.
    expect(cli.output().stdout.match(/Latch services on/g)).toHaveLength(1);

    const client = new AuthClient(() => ({ url: url! }));
    const email = `cluster-${Date.now()}@example.com`;
    expect(await client.start(email, 'laptop-1')).toMatchObject({ status: 200, body: { action: 'VERIFY_DEVICE' } });
    expect(catcher.messagesFor(email)).toHaveLength(1);

    process.kill(first!, 'SIGKILL');
    await until('the replacement', () => /worker \d+ serves/.test(cli!.output().stderr));
    expect(cli.output().stderr).toContain(`worker ${first} exited (SIGKILL); starting another`);
    const replacement = Number(/worker (\d+) serves/.exec(cli.output().stderr)![1]);
    expect(isRunning(replacement)).toBe(true);
    // Whichever worker takes each new connection answers.
    for (let i = 0; i < 10; i++) expect((await fetch(new URL('/health', url), { headers: { connection: 'close' } })).status).toBe(200);

    cli.child.kill('SIGTERM');
    expect(await cli.exited).toBe(0);
    expect([second, replacement].filter((pid) => isRunning(pid!))).toEqual([]);
    await expect(fetch(new URL('/health', url))).rejects.toThrow();
  }, 90_000);

  it("serves the metrics from the primary, every worker's requests counted in each scrape", async () => {
    cli = runCli({ ...LOCAL_WORLD_ENV, DATABASE_URL: postgres.url, LATCH_SERVICES_PORT: '0', LATCH_SMTP_URL: `smtp://${catcher.host}:${catcher.port}`, LATCH_SERVICES_WORKERS: '2', LATCH_LOG_LEVEL: 'info' });
    const [, url] = await cli.printed(SERVING);
    const pids = (await cli.printed(PIDS)).slice(1).map(Number);
    // One endpoint, the primary's: a worker opens none of its own.
    const metricsUrls = [...cli.output().stdout.matchAll(METRICS)].map(([, metricsUrl]) => metricsUrl);
    expect(metricsUrls).toHaveLength(1);

    const N = 40;
    // A connection each, so the primary hands them to the workers in turn.
    for (let i = 0; i < N; i++) expect((await fetch(new URL('/health', url), { headers: { connection: 'close' } })).status).toBe(200);
    await until('the request log', () => loggedPids(cli!.output().stdout, '/health').length === N);
    const served = loggedPids(cli.output().stdout, '/health');
    expect(new Set(served)).toEqual(new Set(pids));

    const scrape = async () => parseMetricsText(await (await fetch(metricsUrls[0]!)).text());
    const counted = (samples: Awaited<ReturnType<typeof scrape>>) => ({
      requests: sampleSum(samples, 'latch_http_requests_total', { method: 'GET', route: '/health' }),
      timed: sampleSum(samples, 'latch_http_request_duration_seconds_count', { method: 'GET', route: '/health' }),
    });
    // Every scrape the same sum: before, a scrape reached one worker and the figure jumped between them.
    for (let i = 0; i < 3; i++) expect(counted(await scrape())).toEqual({ requests: N, timed: N });

    cli.child.kill('SIGTERM');
    expect(await cli.exited).toBe(0);
    await expect(fetch(metricsUrls[0]!)).rejects.toThrow();
  }, 90_000);

  it('refuses two workers on PGlite, saying why', async () => {
    const refused = runCli({ ...LOCAL_WORLD_ENV, LATCH_SERVICES_PORT: '0', LATCH_SERVICES_DATA_DIR: ':memory:', LATCH_SMTP_URL: 'smtp://127.0.0.1:1', LATCH_SERVICES_WORKERS: '2' });
    expect(await refused.exited).toBe(1);
    expect(refused.output().stderr).toContain('LATCH_SERVICES_WORKERS: 2 workers share nothing but the database and the mail server, so they need DATABASE_URL (PGlite is one process’s database)');
  });
});

describe("the workers' Node flags", () => {
  it('size the young generation, keeping the flags given', () => {
    expect(workerExecArgv(['--enable-source-maps'])).toEqual(['--enable-source-maps', `--max-semi-space-size=${WORKER_SEMI_SPACE_MB}`]);
  });

  it('leave a size given on the command line or in NODE_OPTIONS as it is', () => {
    expect(workerExecArgv(['--max-semi-space-size=64'])).toEqual(['--max-semi-space-size=64']);
    expect(workerExecArgv([], '--no-warnings --max-semi-space-size=8')).toEqual([]);
  });
});
