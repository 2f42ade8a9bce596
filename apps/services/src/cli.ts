#!/usr/bin/env node
// `node dist/cli.js`: starts the services from the environment and prints where they listen.
// SIGTERM (or Ctrl-C) drains them (Services.drain: in-flight requests finish within
// LATCH_SHUTDOWN_GRACE_MS) and exits 0, including a signal that arrives while they start.
import { ConfigError, configFromEnv, describeDatabase } from './config.js';
import { createServices, type Services } from './services.js';

let services: Services | undefined;
let stopRequested = false;

async function stop(code: number): Promise<never> {
  stopRequested = true;
  await services?.drain();
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stop(0);
  });
}

try {
  const config = configFromEnv();
  services = await createServices(config);
  if (stopRequested) await stop(0);
  console.log(`Latch services on ${services.url} (${describeDatabase(config.database)})`);
  for (const { summary } of Object.values(services.started)) if (summary) console.log(`  ${summary}`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Latch services failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
