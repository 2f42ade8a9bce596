// A Next.js app of a consumer project: `next build`, then `next start` on a free loopback port, with Next's
// telemetry and its lockfile repair (which asks the registry) off, so nothing leaves this machine.
import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import type { ConsumerProject } from './project.js';
import { run } from './run.js';

export interface NextServer {
  url: string;
  stop(): Promise<void>;
}

const nextEnv = (env: Record<string, string>): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  TMPDIR: process.env.TMPDIR,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_IGNORE_INCORRECT_LOCKFILE: '1',
  ...env,
});

/** `next build` of the app folder; resolves with its output (the route table says what was prerendered). */
export const buildNextApp = (project: ConsumerProject, app: string, env: Record<string, string>) =>
  run(process.execPath, [project.module('next/dist/bin/next'), 'build'], { cwd: app, env: nextEnv(env), timeoutMs: 600_000 });

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

/** `next start` of a built app on 127.0.0.1, once it answers; its output is in the error if it never does. */
export async function startNextApp(project: ConsumerProject, app: string, env: Record<string, string>): Promise<NextServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const child = spawn(process.execPath, [project.module('next/dist/bin/next'), 'start', '-H', '127.0.0.1', '-p', String(port)], { cwd: app, env: nextEnv(env) });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  for (const deadline = Date.now() + 60_000; Date.now() < deadline && child.exitCode === null; ) {
    if (await fetch(url).then((response) => response.ok, () => false)) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`next start did not answer on ${url}:\n${output}`);
}
