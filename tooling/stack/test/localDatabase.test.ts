import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDatabaseWithChains } from '../src/localDatabase.js';

let dir: string;
let dataDir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'latch-local-db-'));
  dataDir = join(dir, 'services-data');
  mkdirSync(dataDir);
  writeFileSync(join(dataDir, 'PG_VERSION'), '16');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("the local world's services database", () => {
  it('starts empty with the chains when the environment names none', () => {
    startDatabaseWithChains({}, { kind: 'pglite', dataDir });
    expect(existsSync(dataDir)).toBe(false);
  });

  it('is kept when LATCH_SERVICES_DATA_DIR names it: a directory someone chose is theirs', () => {
    startDatabaseWithChains({ LATCH_SERVICES_DATA_DIR: 'my-data' }, { kind: 'pglite', dataDir });
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
  });

  it('leaves every directory alone when DATABASE_URL names PostgreSQL', () => {
    startDatabaseWithChains({ DATABASE_URL: 'postgres://127.0.0.1/latch' }, { kind: 'postgres', url: 'postgres://127.0.0.1/latch' });
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
  });
});
