// What failed, said again as `npm test` ends: CI keeps a run's last lines, and with the browser
// suite beside the other checks, a task that failed early printed its output many minutes before
// them. The tasks come from the summaries turbo writes of its runs (--summarize); why each failed,
// from its own lines of what the run printed (turbo starts each with `<package>:<task>: `). Only
// Node's own modules: see bootstrap.mjs.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './bootstrap.mjs';

const RUNS = join(root, '.turbo', 'runs');
/** Lines kept from each failed test's heading on, and how many of those headings. */
const LINES_PER_FAILURE = 25;
const MAX_FAILURES = 4;
/** Lines kept from the end of a task's output that names no failed test (lint, typecheck, a crash). */
const LAST_LINES = 40;
/** A failed test's heading: jest's `● suite › test`, Playwright's `1) [chromium] › file:line › test`. */
const FAILURE_HEADING = /^\s*(● |\d+\) \[\w+\] › )/;
const COLOURS = /\x1b\[[0-9;]*m/g;

/** The tasks that exited non-zero, from the run summaries turbo wrote since `sinceMs`. */
export function failedTasks(sinceMs) {
  if (!existsSync(RUNS)) return [];
  return readdirSync(RUNS)
    .filter((name) => name.endsWith('.json') && statSync(join(RUNS, name)).mtimeMs >= sinceMs)
    .flatMap((name) => JSON.parse(readFileSync(join(RUNS, name), 'utf8')).tasks ?? [])
    .filter((task) => typeof task.execution?.exitCode === 'number' && task.execution.exitCode !== 0);
}

/** The lines of a failed task's output that say why: jest's FAIL lines and its failed tests, else its last lines. */
export function whyFailed(lines) {
  const failedFiles = lines.filter((line) => /^\s*FAIL\s/.test(line));
  const failures = lines.flatMap((line, index) => (FAILURE_HEADING.test(line) && !line.includes('● Console') ? [index] : []));
  if (failedFiles.length === 0 && failures.length === 0) return lines.slice(-LAST_LINES);
  return [...failedFiles, ...failures.slice(0, MAX_FAILURES).flatMap((index) => lines.slice(index, index + LINES_PER_FAILURE))];
}

/** Prints to stderr each task of this run that failed, with why, from `printed` (what the run's steps printed; empty on a terminal, where it is still on screen). */
export function reportFailedTasks(sinceMs, printed) {
  const lines = printed.replace(COLOURS, '').split('\n');
  for (const task of failedTasks(sinceMs)) {
    const prefix = `${task.package}:${task.task}: `;
    const own = lines.filter((line) => line.startsWith(prefix)).map((line) => line.slice(prefix.length));
    console.error(`\n✖ ${task.taskId} failed (exit ${task.execution.exitCode})${own.length ? ':' : '; its output is above.'}`);
    for (const line of whyFailed(own)) console.error(`  ${line}`);
  }
}
