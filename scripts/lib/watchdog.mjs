// A limit on a long command, so a stalled step fails `npm test` with what was running instead of
// holding CI until its own limit kills it without a word. Only Node's own modules: see bootstrap.mjs.
import { spawn, spawnSync } from 'node:child_process';
import { fail, root, env } from './bootstrap.mjs';

const KILL_GRACE_MS = 30_000;

/** Every process under `pid`, with how long it has run, as `ps` tells. */
function processTree(pid) {
  const ps = spawnSync('ps', ['-e', '-o', 'pid=,ppid=,etimes=,args='], { encoding: 'utf8' });
  if (ps.status !== 0) return [`(ps failed: ${ps.stderr || ps.error?.message})`];
  const rows = ps.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [, id, parent, seconds, args] = line.match(/^\s*(\d+)\s+(\d+)\s+(\d+)\s+(.*)$/) ?? [];
      return { id: Number(id), parent: Number(parent), seconds: Number(seconds), args };
    });
  const lines = [];
  const walk = (parent, depth) => {
    for (const row of rows.filter((r) => r.parent === parent)) {
      lines.push(`${'  '.repeat(depth)}${row.id} running ${Math.floor(row.seconds / 60)} min ${row.seconds % 60} s: ${row.args.slice(0, 200)}`);
      walk(row.id, depth + 1);
    }
  };
  walk(pid, 0);
  return lines;
}

/**
 * Runs a command with inherited output like bootstrap's run, but stops it past `minutes`: first
 * the processes it was running and for how long, then SIGINT (turbo stops its tasks), then SIGKILL.
 * Resolves with nothing when it passed, else with what failed, so a step beside it can finish too.
 * With `onOutput`, its output is passed through and handed to it too, text by stream as it comes.
 */
export function runWithin(minutes, command, args, onOutput) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: onOutput ? ['inherit', 'pipe', 'pipe'] : 'inherit', env });
    if (onOutput) {
      for (const stream of ['stdout', 'stderr']) {
        child[stream].setEncoding('utf8');
        child[stream].on('data', (text) => {
          process[stream].write(text);
          onOutput(stream, text);
        });
      }
    }
    let timedOut = false;
    const limit = setTimeout(() => {
      timedOut = true;
      console.error(`\n✖ ${command} ${args.join(' ')} ran past ${minutes} minutes. What was running:`);
      for (const line of processTree(child.pid)) console.error(`  ${line}`);
      child.kill('SIGINT');
      setTimeout(() => child.kill('SIGKILL'), KILL_GRACE_MS).unref();
    }, minutes * 60_000);
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
    child.once('error', (error) => fail(`${command} could not start: ${error.message}`));
    child.once('exit', (code, signal) => {
      clearTimeout(limit);
      if (timedOut) resolve(`${[command, ...args].join(' ')} was stopped after ${minutes} minutes (LATCH_TEST_TIMEOUT_MINUTES sets the limit).`);
      else resolve(code === 0 ? undefined : `${[command, ...args].join(' ')} failed (exit ${code ?? signal}).`);
    });
  });
}
