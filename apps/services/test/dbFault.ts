// A write that fails inside the database, to break a request halfway through its steps.
import type { Queryable } from '../src/index.js';
import { quietly } from './helpers.js';

const FAULT = 'latch_test_fault';

/** Runs `work` while every `operation` on `table` raises, with the services' log of the resulting 500 silenced. */
export async function withFault<T>(db: Queryable, table: string, operation: 'insert' | 'update' | 'delete', work: () => Promise<T>): Promise<T> {
  await db.exec(`
    create or replace function ${FAULT}() returns trigger language plpgsql as $$ begin raise exception 'injected test fault'; end $$;
    create trigger ${FAULT} before ${operation} on ${table} for each row execute function ${FAULT}();`);
  try {
    return await quietly(work);
  } finally {
    await db.exec(`drop trigger ${FAULT} on ${table}`);
  }
}
