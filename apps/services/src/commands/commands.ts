// The CLI's commands besides serving (cli.ts): each reads the environment as serving does, works on
// the database, says what it did, and resolves with the process's exit code.
import { ConfigError, configFromEnv, type ServicesConfig } from '../config.js';
import { openDb, type Db } from '../db/db.js';
import { migrateCommand } from './migrate.js';
import { rotateKekCommand } from './rotateKek.js';

export type Command = (db: Db, config: Required<ServicesConfig>) => Promise<number>;

/** What `latch-services` runs with no command. */
export const SERVE = 'serve';

const COMMANDS: Record<string, Command> = { migrate: migrateCommand, 'rotate-kek': rotateKekCommand };

const USAGE = `Usage: latch-services [${[SERVE, ...Object.keys(COMMANDS)].join(' | ')}]`;

/** Runs the command `name` against the database the environment names; its exit code. */
export async function runCommand(name: string): Promise<number> {
  const command = COMMANDS[name];
  if (!command) {
    console.error(`Unknown command ${name}. ${USAGE}`);
    return 1;
  }
  try {
    const config = configFromEnv();
    const db = await openDb(config.database);
    try {
      return await command(db, config);
    } finally {
      await db.close();
    }
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : `latch-services ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
