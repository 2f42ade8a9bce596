// Migration 271 turns the English a row kept for its device into the parts the wallet page says
// in the person's language: rows written before it read back as the same device.
import { migrate, migrations, openDb, type Db } from '../src/index.js';
import { testDatabase, type TestDatabase } from './database.js';

const PARTS = 271;
let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await testDatabase();
  db = await openDb(database.config);
  await migrate(db, migrations.filter((migration) => migration.version !== PARTS));
});
afterAll(async () => {
  await db.close();
  await database.drop();
});

const written = [
  ['Chrome 131 on macOS, from the address 203.0.113.7', { browser: 'Chrome 131', system: 'macOS', address: '203.0.113.7' }],
  ['Firefox 120, from the address 2001:db8::1', { browser: 'Firefox 120', system: null, address: '2001:db8::1' }],
  ['An unknown browser or program, from the address ::1', { browser: null, system: null, address: '::1' }],
  // Cut at 200 characters before its address: the words are kept, the address is not known.
  [`Chrome ${'1'.repeat(193)}`, { browser: `Chrome ${'1'.repeat(93)}`, system: null, address: 'unknown' }],
] as const;

it('keeps the device of every approval and key release by its parts', async () => {
  await db.query("insert into projects (id, name) values ('p', 'P')");
  await db.query("insert into auth_users (id, email, created_at) values ('u', 'ada@example.com', 0)");
  for (const [index, [device]] of written.entries()) {
    await db.query(
      `insert into auth_device_approvals (token_hash, email, device_id, jkt, project_id, device, requested_at, expires_at) values ($1, 'ada@example.com', 'd', 'k', 'p', $2, 0, 1)`,
      [`t${index}`, device],
    );
    await db.query(`insert into auth_key_releases (user_id, jkt, device, stop_hash, asked_at, release_at) values ('u', $1, $2, $1, 0, 1)`, [`k${index}`, device]);
  }
  expect(await migrate(db)).toEqual([PARTS]);
  for (const table of ['auth_device_approvals', 'auth_key_releases']) {
    const rows = await db.query(`select device_browser as browser, device_system as system, device_address as address from ${table} order by ${table === 'auth_key_releases' ? 'jkt' : 'token_hash'}`);
    expect(rows).toEqual(written.map(([, parts]) => parts));
  }
});
