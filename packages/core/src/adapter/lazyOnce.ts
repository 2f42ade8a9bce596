/** A value loaded once, on first need (`get`), and the load already started, if any (`current`). */
export interface LazyOnce<T> {
  get(): Promise<T>;
  current(): Promise<T> | undefined;
}

/**
 * `load` run once and its promise kept, for code fetched with import() on first use. A failed load
 * (a flaky network) is forgotten, so the next call tries again.
 */
export function lazyOnce<T>(load: () => Promise<T>): LazyOnce<T> {
  let pending: Promise<T> | undefined;
  const get = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
  return { get, current: () => pending };
}
