#!/usr/bin/env node
// `latch-services` (`node dist/cli.js`), or `latch-services serve`: starts the services from the
// environment and prints where they listen. Ctrl-C (or SIGTERM) stops them cleanly, including a
// signal that arrives while they start. Its other commands (migrate, rotate-kek) are in commands/.
import { runCommand, SERVE } from './commands/commands.js';
import { ConfigError, configFromEnv, describeDatabase } from './config.js';
import { createServices, type Services } from './services.js';

const [command = SERVE] = process.argv.slice(2);
if (command !== SERVE) process.exit(await runCommand(command));

let services: Services | undefined;
let stopRequested = false;

async function stop(code: number): Promise<never> {
  stopRequested = true;
  await services?.stop();
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
