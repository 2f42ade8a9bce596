/**
 * `load` run once and its promise kept, for code fetched with import() on first use. A failed load
 * (a flaky network) is forgotten, so the next call tries again.
 */
export function lazyOnce<T>(load: () => Promise<T>): { get(): Promise<T>; current(): Promise<T> | undefined } {
  let pending: Promise<T> | undefined;
  const get = () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
  return { get, current: () => pending };
}
