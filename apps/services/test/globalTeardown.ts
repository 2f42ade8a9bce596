// Stops the PostgreSQL cluster that postgresCluster.ts started for the run, if it started one.
// Self-contained: jest loads a global teardown without its module mapping.
export default async function globalTeardown(): Promise<void> {
  await (globalThis as { latchTestPostgres?: { stop(): Promise<void> } }).latchTestPostgres?.stop();
}
