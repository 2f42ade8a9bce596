import type { Latch } from '../createLatch.js';
import type { LatchState } from '../store/rootReducer.js';

/** Calls `onChange` with what `select` reads each time it changes (by identity: the public selectors keep theirs while nothing they show changes). */
export function watchSelected<T>(latch: Latch, select: (state: LatchState) => T, onChange: (next: T, previous: T) => void): () => void {
  let current = select(latch.getState());
  return latch.subscribe(() => {
    const next = select(latch.getState());
    if (next === current) return;
    const previous = current;
    current = next;
    onChange(next, previous);
  });
}
