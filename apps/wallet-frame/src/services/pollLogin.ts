// A login's wait for what the person does elsewhere (approving this device by the mailed link,
// signing in with their Farcaster app): asked again and again, each ask a long poll that the
// services hold at most LONG_POLL_MAX_MS (`@latch/core/api`), under the 30 s a call may take, so the
// wait neither hammers the services nor ends while the person is still at it.

/** Asks until `settled` finds the outcome in an answer; rejects with the first ask that fails (a refusal, an expiry, the caller's abort). */
export async function pollLogin<A, R>(ask: () => Promise<A>, settled: (answer: A) => R | undefined): Promise<R> {
  for (;;) {
    const outcome = settled(await ask());
    if (outcome !== undefined) return outcome;
  }
}
