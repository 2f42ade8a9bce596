// The built CLI (dist/cli.js) as a separate process, as a person or a deployment runs it; turbo
// builds before testing.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseConfig } from '../src/index.js';
import { QUIET_SERVICES_ENV } from './localWorldEnv.js';

const cli = join(__dirname, '..', 'dist', 'cli.js');

export interface CliProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
  /** Resolves with the match once the process printed `pattern`; rejects if it exits first. */
  printed(pattern: RegExp): Promise<RegExpExecArray>;
  output(): { stdout: string; stderr: string };
}

/**
 * Starts the CLI (with `args`: a command) with `env` and nothing else of this process's environment
 * but PATH (and QUIET_SERVICES_ENV unless `env` overrides it).
 */
export function runCli(env: Record<string, string>, args: readonly string[] = []): CliProcess {
  if (!existsSync(cli)) throw new Error('The CLI tests run the built CLI: run `pnpm --filter @latch/services build` first.');
  const child = spawn(process.execPath, [cli, ...args], { env: { PATH: process.env.PATH ?? '', ...QUIET_SERVICES_ENV, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const printed = async (pattern: RegExp) => {
    while (!pattern.test(stdout)) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`exited early: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return pattern.exec(stdout)!;
  };
  return { child, exited, printed, output: () => ({ stdout, stderr }) };
}

/** The URL the CLI says it serves on. */
export const SERVING = /Latch services on (http:\/\/127\.0\.0\.1:\d+) /;

/** The variables that point the CLI at `database`. */
export const cliDatabaseEnv = (database: DatabaseConfig): Record<string, string> =>
  database.kind === 'postgres' ? { DATABASE_URL: database.url } : { LATCH_SERVICES_DATA_DIR: database.kind === 'pglite' ? database.dataDir : ':memory:' };
