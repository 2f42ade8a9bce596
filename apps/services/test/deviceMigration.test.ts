// Migration 271 keeps a device by the parts the wallet page says in the person's language: rows
// written before it, and rows the build before it still writes during a rolling deploy (its
// English alone), read back as the same device.
import { migrate, migrations, openDb, type Db } from '../src/index.js';
import { requestApproval } from '../src/auth/deviceApprovals.js';
import { testDatabase, type TestDatabase } from './database.js';

const PARTS = 271;
let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await testDatabase();
  db = await openDb(database.config);
  await migrate(db, migrations.filter((migration) => migration.version !== PARTS));
  await db.query("insert into projects (id, name) values ('p', 'P')");
  await db.query("insert into auth_users (id, email, created_at) values ('u', 'ada@example.com', 0)");
});
afterAll(async () => {
  await db.close();
  await database.drop();
});

const cut = `Chrome ${'1'.repeat(170)}, from the address 203.0.11`;
// What describeDevice wrote before 271, and the parts it names.
const written = [
  ['Chrome 131 on macOS, from the address 203.0.113.7', { browser: 'Chrome 131', system: 'macOS', address: '203.0.113.7' }],
  ['Firefox 120, from the address 2001:db8:0:0::/64', { browser: 'Firefox 120', system: null, address: '2001:db8:0:0::/64' }],
  ['An unknown browser or program, from the address unknown', { browser: null, system: null, address: 'unknown' }],
  // Cut at 200 characters inside its address: the words are kept, the address is not known.
  [cut.padEnd(200, '1').slice(0, 200), { browser: `Chrome ${'1'.repeat(93)}`, system: null, address: 'unknown' }],
] as const;

const insertOld = async (index: number, device: string) => {
  await db.query(
    `insert into auth_device_approvals (token_hash, email, device_id, jkt, project_id, device, requested_at, expires_at) values ($1, 'ada@example.com', 'd', 'k', 'p', $2, 0, 1)`,
    [`t${index}`, device],
  );
  await db.query(`insert into auth_key_releases (user_id, jkt, device, stop_hash, asked_at, release_at) values ('u', $1, $2, $1, 0, 1)`, [`k${index}`, device]);
};

const parts = (table: string) =>
  db.query(`select device_browser as browser, device_system as system, device_address as address from ${table} order by ${table === 'auth_key_releases' ? 'jkt' : 'token_hash'}`);

it('keeps the device of every approval and key release by its parts, and the rows the build before it still writes', async () => {
  const before = written.slice(0, 2);
  const after = written.slice(2);
  for (const [index, [device]] of before.entries()) await insertOld(index, device);
  expect(await migrate(db)).toEqual([PARTS]);
  // The build before 271, during a rolling deploy, writes the English alone.
  for (const [index, [device]] of after.entries()) await insertOld(before.length + index, device);
  for (const table of ['auth_device_approvals', 'auth_key_releases']) expect(await parts(table)).toEqual(written.map(([, named]) => named));
  // And it reads the English it knows.
  expect(await db.query('select device from auth_key_releases order by jkt')).toEqual(written.map(([device]) => ({ device })));
});

it('writes the English beside the parts, for the build before 271 to read', async () => {
  await migrate(db);
  const device = { browser: 'Safari 18', system: 'iOS', address: '198.51.100.4' };
  await requestApproval(db, 'new-token', { purpose: 'login', email: 'ada@example.com', deviceId: 'n', jkt: 'n', projectId: 'p', device }, 0);
  const [row] = await db.query("select device, device_browser, device_system, device_address from auth_device_approvals where device_id = 'n'");
  expect(row).toEqual({ device: 'Safari 18 on iOS, from the address 198.51.100.4', device_browser: 'Safari 18', device_system: 'iOS', device_address: '198.51.100.4' });
});
