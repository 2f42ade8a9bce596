// Sends from one key on one chain go one at a time, each mined before the next starts, so their
// nonces follow each other. The onramp's treasury and the dev faucet may share a key (the
// devnet's liquidity provider): the queue is keyed by chain and sender, for the whole process.
import { currentMetrics } from '../observability/current.js';

const tails = new Map<string, Promise<unknown>>();

/** Runs `work` after every earlier one of the same chain and sender, whether those failed or not. */
export function inSendQueue<T>(chainId: string, sender: string, work: () => Promise<T>): Promise<T> {
  const key = `${chainId}:${sender.toLowerCase()}`;
  const dequeued = currentMetrics()?.sendQueued(chainId);
  const run = (tails.get(key) ?? Promise.resolve()).catch(() => undefined).then(work).finally(dequeued);
  const tail = run.catch(() => undefined);
  tails.set(key, tail);
  // The last of a queue leaves the map once done, so the map holds only queues in use.
  void tail.then(() => {
    if (tails.get(key) === tail) tails.delete(key);
  });
  return run;
}
