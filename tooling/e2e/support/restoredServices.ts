// The services as a deployment runs them (the built `latch-services` CLI, in a process of their own)
// over a PostgreSQL cluster of their own, serving the same demo and frame as the stack's services:
// for a spec that backs their database up with pg_dump and restores it with pg_restore (Debian's
// postgresql client). The KEK and the session secret are given in the environment, never stored in
// the database, as outside the local world; the local world is kept for the dev mailbox.
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { postgresBin, startPostgres, type LocalPostgres } from '@latch/devnet/postgres';
import { servicesCli } from '@latch/services';
import { z } from 'zod';

const run = promisify(execFile);
const SERVING = /Latch services on (http:\/\/127\.0\.0\.1:\d+) /;
const START_TIMEOUT_MS = 60_000;

const settingsSchema = z.object({ chains: z.array(z.unknown()), frameOrigins: z.array(z.string()), demoOrigins: z.array(z.string()) });

/** The settings the global setup published from the stack's services. */
function stackSettings(): z.infer<typeof settingsSchema> {
  const raw = process.env.LATCH_E2E_SERVICES_SETTINGS;
  if (!raw) throw new Error('LATCH_E2E_SERVICES_SETTINGS is not set: the suite publishes it in its global setup.');
  return settingsSchema.parse(JSON.parse(raw));
}

export interface ServicesProcess {
  url: string;
  stop(): Promise<void>;
}

export interface RestoreWorld {
  /** A fresh PostgreSQL cluster, e.g. the one a backup is taken from, or restored into. */
  cluster(): Promise<LocalPostgres>;
  /** `latch-services` (serve) over `databaseUrl`, until it says where it listens. */
  serve(databaseUrl: string): Promise<ServicesProcess>;
  /** `latch-services <command>` over `databaseUrl`, to its end: what it printed. */
  command(name: string, databaseUrl: string): Promise<string>;
  /** pg_dump in the custom format, to a file; resolves with its path. */
  dump(databaseUrl: string): Promise<string>;
  restore(file: string, databaseUrl: string): Promise<void>;
  /** One value of the database, through psql. */
  psql(databaseUrl: string, sql: string): Promise<string>;
  stop(): Promise<void>;
}

export async function startRestoreWorld(secrets: { kek: string; sessionSecret: string }): Promise<RestoreWorld> {
  const bin = postgresBin();
  if (!bin) throw new Error('No PostgreSQL: install Debian’s postgresql package.');
  const dir = await mkdtemp(join(tmpdir(), 'latch-e2e-restore-'));
  const { chains, frameOrigins, demoOrigins } = stackSettings();
  const chainsFile = join(dir, 'chains.json');
  await writeFile(chainsFile, JSON.stringify(chains));
  const clusters: LocalPostgres[] = [];
  const processes: ServicesProcess[] = [];
  const env = (databaseUrl: string) => ({
    PATH: process.env.PATH ?? '',
    LATCH_ENV: 'local',
    DATABASE_URL: databaseUrl,
    LATCH_SERVICES_PORT: '0',
    LATCH_SMTP_PORT: '0',
    // The stack's services serve the local world's metrics port.
    LATCH_METRICS_PORT: '0',
    LATCH_SERVICES_CHAINS_FILE: chainsFile,
    LATCH_SERVICES_FRAME_ORIGINS: frameOrigins.join(','),
    LATCH_SERVICES_DEMO_ORIGINS: demoOrigins.join(','),
    LATCH_AUTH_SECRET: secrets.sessionSecret,
    LATCH_KEY_ENCRYPTION_KEY: secrets.kek,
    LATCH_AUTH_NEW_DEVICE_HOLD_MS: '0',
  });
  let dumps = 0;
  return {
    async cluster() {
      const cluster = await startPostgres();
      clusters.push(cluster);
      return cluster;
    },
    async serve(databaseUrl) {
      const child = spawn(process.execPath, [servicesCli()], { env: env(databaseUrl), stdio: ['ignore', 'pipe', 'pipe'] });
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      let stdout = '';
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`the services did not start within ${START_TIMEOUT_MS} ms: ${stderr}`)), START_TIMEOUT_MS);
        child.stdout.on('data', (chunk: Buffer) => {
          stdout += chunk.toString();
          const match = SERVING.exec(stdout);
          if (match) {
            clearTimeout(timer);
            resolve(match[1]!);
          }
        });
        void exited.then((code) => reject(new Error(`the services exited (${code}) before serving: ${stderr}`)));
      });
      const services = {
        url,
        async stop() {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
        },
      };
      processes.push(services);
      return services;
    },
    async command(name, databaseUrl) {
      return (await run(process.execPath, [servicesCli(), name], { env: env(databaseUrl) })).stdout;
    },
    async dump(databaseUrl) {
      const file = join(dir, `latch-${++dumps}.dump`);
      await run(join(bin, 'pg_dump'), ['--format=custom', '--no-owner', `--file=${file}`, databaseUrl]);
      return file;
    },
    async restore(file, databaseUrl) {
      await run(join(bin, 'pg_restore'), ['--no-owner', '--exit-on-error', `--dbname=${databaseUrl}`, file]);
    },
    async psql(databaseUrl, sql) {
      return (await run(join(bin, 'psql'), ['--no-psqlrc', '--tuples-only', '--no-align', `--command=${sql}`, databaseUrl])).stdout.trim();
    },
    async stop() {
      await Promise.all(processes.map((services) => services.stop()));
      await Promise.all(clusters.map((cluster) => cluster.stop()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
