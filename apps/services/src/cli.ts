#!/usr/bin/env node
// `latch-services` (`node dist/cli.js`), or `latch-services serve`: starts the services from the
// environment and prints where they listen. SIGTERM (or Ctrl-C) drains them (Services.drain:
// in-flight requests finish within LATCH_SHUTDOWN_GRACE_MS) and exits 0, including a signal that
// arrives while they start. With LATCH_SERVICES_WORKERS over 1 this process is the cluster's
// primary and each worker runs this file again (cluster.ts). Its other commands (migrate,
// rotate-kek) are in commands/.
import cluster from 'node:cluster';
import { reportReady, servePrimary } from './cluster.js';
import { runCommand, SERVE } from './commands/commands.js';
import { ConfigError, configFromEnv, describeDatabase } from './config.js';
import { createServices, type Services } from './services.js';

const [command = SERVE] = process.argv.slice(2);
if (command !== SERVE) process.exit(await runCommand(command));

let services: Services | undefined;
let stopRequested = false;

async function stop(code: number): Promise<never> {
  stopRequested = true;
  await services?.drain();
  process.exit(code);
}

async function serve(): Promise<void> {
  const config = configFromEnv();
  if (config.workers > 1 && cluster.isPrimary) return servePrimary(config.workers, config.metricsPort === null ? undefined : { port: config.metricsPort, host: config.host });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void stop(0);
    });
  }
  // A worker's metrics are served by the primary (cluster.ts), not on a port of its own.
  services = await createServices(cluster.isWorker ? { ...config, metricsPort: null } : config);
  if (stopRequested) await stop(0);
  const lines = [`Latch services on ${services.url} (${describeDatabase(config.database)})`];
  for (const { summary } of Object.values(services.started)) if (summary) lines.push(`  ${summary}`);
  if (services.metricsUrl) lines.push(`  Metrics on ${services.metricsUrl}`);
  if (cluster.isWorker) reportReady(lines, services.metrics.registry);
  else for (const line of lines) console.log(line);
}

try {
  await serve();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Latch services failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
