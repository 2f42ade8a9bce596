// Two or more services processes (the built CLI, as deployed) over one PostgreSQL, sending mail
// through one SMTP server, behind a round-robin proxy that they trust as the one proxy in front.
import { Agent, request } from 'node:http';
import { openDb, startMailCatcher, type Db, type MailCatcher } from '../src/index.js';
import { runCli, SERVING, type CliProcess } from './cliProcess.js';
import { LOCAL_WORLD_ENV } from './localWorldEnv.js';
import type { JsonAnswer } from './helpers.js';
import { startTestPostgres, type TestPostgres } from './postgresServer.js';
import { startRoundRobin, type RoundRobin } from './roundRobin.js';

export interface Replica {
  url: string;
  process: CliProcess;
}

export interface ReplicaWorld {
  proxy: RoundRobin;
  replicas: Replica[];
  /** The SMTP server every replica sends through: the codes are read here. */
  catcher: MailCatcher;
  /** The replicas' database, to look for what they stored. */
  db: Db;
}

async function startReplica(databaseUrl: string, catcher: MailCatcher, env: Record<string, string>): Promise<Replica> {
  const replica = runCli({
    ...LOCAL_WORLD_ENV,
    DATABASE_URL: databaseUrl,
    LATCH_SERVICES_PORT: '0',
    LATCH_SMTP_URL: `smtp://${catcher.host}:${catcher.port}`,
    LATCH_SERVICES_TRUSTED_PROXIES: '1',
    ...env,
  });
  const [, url] = await replica.printed(SERVING);
  return { url: url!, process: replica };
}

async function stopReplica({ process: replica }: Replica): Promise<void> {
  if (replica.child.exitCode === null && replica.child.signalCode === null) replica.child.kill('SIGINT');
  await replica.exited;
}

/** Starts the world before the file's tests (the replicas at once, as a deployment does, each with `env` added) and stops it after. */
export function useReplicaWorld(count = 2, env: () => Record<string, string> = () => ({})): () => ReplicaWorld {
  let postgres: TestPostgres | undefined;
  let world: Partial<ReplicaWorld> = {};
  beforeAll(async () => {
    postgres = await startTestPostgres();
    const catcher = (world.catcher = await startMailCatcher({ port: 0 }));
    const started = await Promise.allSettled(Array.from({ length: count }, () => startReplica(postgres!.url, catcher, env())));
    world.replicas = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    world.proxy = await startRoundRobin(world.replicas.map((replica) => replica.url));
    world.db = await openDb({ kind: 'postgres', url: postgres.url });
  }, 60_000);
  afterAll(async () => {
    await world.proxy?.stop();
    await Promise.all((world.replicas ?? []).map(stopReplica));
    await world.db?.close();
    await world.catcher?.stop();
    await postgres?.stop();
    world = {};
  });
  return () => {
    if (!world.db) throw new Error('replicas not started');
    return world as ReplicaWorld;
  };
}

/**
 * Calls from a loopback address of their own (127.0.0.2, …): a client the per-client limits count
 * apart from the test's other calls, since the proxy names the address it saw.
 */
export function clientAt(localAddress: string) {
  const agent = new Agent({ keepAlive: true, localAddress });
  const send = (url: string, method: string, headers: Record<string, string>, body?: unknown): Promise<JsonAnswer> =>
    new Promise((resolve, reject) => {
      const call = request(url, { method, headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, agent, localAddress }, (answer) => {
        let text = '';
        answer.on('data', (chunk: Buffer) => (text += chunk.toString()));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: new Headers(answer.headers as Record<string, string>), body: text ? (JSON.parse(text) as unknown) : undefined }));
      });
      // Whether the request went on a kept-alive connection that had carried an answer before.
      call.on('error', (error) => reject(Object.assign(error, { reusedSocket: call.reusedSocket })));
      call.end(body === undefined ? undefined : JSON.stringify(body));
    });
  return { send, close: () => agent.destroy() };
}
