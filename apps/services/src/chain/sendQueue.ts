// The sends this process has under way from shared keys (onramp treasury, dev faucet), on EVM and
// Solana alike, from the moment one is asked for until it is mined, confirmed or failed: what the
// metrics' gauge reads. What decides who pays and which nonce is the database (nonces.ts, and each
// payment's claim); the one ordering kept here is that one process takes one nonce of a key at a
// time, so that its other sends wait in memory rather than on a pooled connection's row lock.
const depths = new Map<string, number>();
const tails = new Map<string, Promise<unknown>>();

/** How many sends this process has under way (asked for, not yet mined, confirmed or failed), on one chain or on all. */
export const sendQueueDepth = (chainId?: string): number => (chainId === undefined ? [...depths.values()].reduce((sum, n) => sum + n, 0) : (depths.get(chainId) ?? 0));

/** How many sends this process has under way on each chain it has sent on. */
export const sendQueueDepths = (): ReadonlyMap<string, number> => depths;

/** Runs `work`, a send on `chainId`, counted in sendQueueDepth() while it runs. */
export async function inSendQueue<T>(chainId: string, work: () => Promise<T>): Promise<T> {
  depths.set(chainId, sendQueueDepth(chainId) + 1);
  try {
    return await work();
  } finally {
    // A chain stays at 0 once it has sent: the gauge's series then reads 0 rather than vanishing.
    depths.set(chainId, sendQueueDepth(chainId) - 1);
  }
}

/** Runs `work` after every earlier one of the same chain and sender in this process, whether those failed or not. */
export function oneAtATime<T>(chainId: string, sender: string, work: () => Promise<T>): Promise<T> {
  const key = `${chainId}:${sender.toLowerCase()}`;
  const run = (tails.get(key) ?? Promise.resolve()).catch(() => undefined).then(work);
  const tail = run.catch(() => undefined);
  tails.set(key, tail);
  // The last of a queue leaves the map once done, so the map holds only queues in use.
  void tail.then(() => {
    if (tails.get(key) === tail) tails.delete(key);
  });
  return run;
}
