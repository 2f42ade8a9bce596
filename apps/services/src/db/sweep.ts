// Deleting what has expired (replay-guard proofs, ended rate-limit windows) off the request path.
// A request asks the sweep to run; at most one run per interval per process starts, in the
// background, and the request does not wait for it. Each replica sweeps on its own: the deletes
// are idempotent, so two replicas sweeping at once only delete the same rows once. Nothing reads
// the swept rows as valid (an expired proof is stale, an ended window restarts at its next
// request), so when the rows go changes no answer, only the tables' size.

/**
 * How often each process deletes what expired: a few hundred rows a run at 500 requests/s. Every
 * 10 s, each run's few thousand rows were a burst of PostgreSQL work that the requests around it
 * waited behind.
 */
export const SWEEP_INTERVAL_MS = 1_000;

/**
 * A function to call on each request: runs `work` in the background when the last run started
 * `intervalMs` ago or more on the `now` clock (the module's: tests move it), or never ran.
 */
export function sweeper(work: (now: number) => Promise<unknown>, now: () => number, intervalMs: number = SWEEP_INTERVAL_MS): () => void {
  let lastRun = -Infinity;
  return () => {
    const at = now();
    // A clock moved back (tests) starts the count again.
    if (at - lastRun < intervalMs && at >= lastRun) return;
    lastRun = at;
    // A failed run (the database away, or closing at shutdown) leaves the rows to the next one.
    work(at).catch(() => {});
  };
}
