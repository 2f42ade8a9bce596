// `latch-services migrate`: applies this build's pending migrations, under the lock every migrating
// process takes (db/migrate.ts), and says which. Outside the local world the services start only on
// a database it has migrated.
import { describeDatabase } from '../config.js';
import { migrate, migrationRefusal, migrationState } from '../db/migrate.js';
import type { Command } from './commands.js';

export const migrateCommand: Command = async (db, config) => {
  const where = describeDatabase(config.database);
  const before = await migrationState(db);
  // An older build must not work on a database a newer one migrated.
  if (before.unknown.length) {
    console.error(migrationRefusal(before));
    return 1;
  }
  const applied = await migrate(db);
  console.log(applied.length ? `Applied migrations ${applied.join(', ')} to ${where}` : `Nothing to apply: ${where} has every migration of this build (up to ${before.known.at(-1)})`);
  return 0;
};
