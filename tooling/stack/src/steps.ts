/** A line of progress, said as each part of the local world comes up or goes down. */
export type StackLog = (line: string) => void;

/**
 * Starting or stopping one part of the world may not take longer than this. The slowest, the
 * devnet with its contracts, takes seconds; a part that hangs fails the start with its name
 * instead of holding a browser suite or CI until it is killed.
 */
export const STEP_TIMEOUT_MS = 120_000;

/** Runs `run` as the step `name`: said with its time when done, rejected with its name past the timeout. */
export async function timedStep<T>(name: string, run: () => Promise<T>, log: StackLog, timeoutMs = STEP_TIMEOUT_MS): Promise<T> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${name} did not finish within ${Math.round(timeoutMs / 1000)} s.`)), timeoutMs);
  });
  try {
    const value = await Promise.race([run(), deadline]);
    log(`${name} (${Math.round(performance.now() - started)} ms)`);
    return value;
  } finally {
    clearTimeout(timer);
  }
}
