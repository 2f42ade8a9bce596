import type { Clock } from '../clock/clock.js';

/** SPEC 9: a native balance read is answered again for 30 s, unless asked afresh. */
export const NATIVE_BALANCE_CACHE_MS = 30_000;

/**
 * An adapter's native balances by network and address, each answered again for
 * NATIVE_BALANCE_CACHE_MS; `fresh` reads past it, when the chain has just changed the balance (a
 * send, a swap). A failed read keeps nothing.
 */
export function balanceCache<Answer>(clock: Pick<Clock, 'now'>) {
  const kept = new Map<string, { at: number; answer: Answer }>();
  return async (key: string, fresh: boolean, read: () => Promise<Answer>): Promise<Answer> => {
    const cached = kept.get(key);
    if (!fresh && cached && clock.now() - cached.at < NATIVE_BALANCE_CACHE_MS) return cached.answer;
    const answer = await read();
    kept.set(key, { at: clock.now(), answer });
    return answer;
  };
}
