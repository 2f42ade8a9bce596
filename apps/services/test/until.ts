import { setTimeout as sleep } from 'node:timers/promises';

/** Checks every 50 ms until `check` holds; past `timeoutMs` the test fails, naming `what`. */
export async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; !(await check()); await sleep(50)) if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
}
