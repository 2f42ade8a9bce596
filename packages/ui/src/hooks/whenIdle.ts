/** Runs `task` once the browser has nothing better to do, so work ahead never competes with what the person sees. Returns a cancel function. */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 200);
  return () => clearTimeout(handle);
}

/** The longest a view's follow-up code (rules, pairing, the keyboard's watch) waits for an idle moment after the view opens. */
export const AFTER_OPEN_MS = 500;
