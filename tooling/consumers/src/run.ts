import { execFile } from 'node:child_process';

/** Runs a command to its end and resolves with its stdout; rejects with its output when it fails. */
export function run(command: string, args: readonly string[], options: { cwd: string; env?: NodeJS.ProcessEnv; timeoutMs?: number }): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { cwd: options.cwd, env: options.env ?? process.env, timeout: options.timeoutMs ?? 300_000, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${command} ${args.join(' ')} failed in ${options.cwd}: ${error.message}\n${stdout}\n${stderr}`));
      else resolve(stdout);
    });
  });
}
