// The sends this process has under way from shared keys (onramp treasury, dev faucet), on EVM and
// Solana alike, from the moment one is asked for until it is mined, confirmed or failed: what the
// metrics' gauge reads. What decides who pays and which nonce is the database (nonces.ts, and each
// payment's claim); the one ordering kept here is that one process takes one nonce of a key at a
// time, so that its other sends wait in memory rather than on a pooled connection's row lock.
let depth = 0;
const tails = new Map<string, Promise<unknown>>();

/** How many sends this process has under way (asked for, not yet mined, confirmed or failed). */
export const sendQueueDepth = (): number => depth;

/** Runs `work`, counted in sendQueueDepth() while it runs. */
export async function inSendQueue<T>(work: () => Promise<T>): Promise<T> {
  depth++;
  try {
    return await work();
  } finally {
    depth--;
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
