// LATCH_SERVICES_WORKERS: one per core where workers can share the load (PostgreSQL and an SMTP
// server), else one; a number over one refused, naming what is missing, where they cannot.
import { availableParallelism } from 'node:os';
import { configFromEnv } from '../src/index.js';
import { resolveWorkers, type WorkersDeployment } from '../src/workers.js';

const postgres = { kind: 'postgres', url: 'postgres://db.internal/latch' } as const;
const shared: WorkersDeployment = { database: postgres, smtpUrl: 'smtp://mail.internal', localWorld: false };
const PRODUCTION = { LATCH_AUTH_SECRET: 'x'.repeat(32), DATABASE_URL: postgres.url, LATCH_SMTP_URL: 'smtp://mail.internal' };

describe('worker count', () => {
  it('is one per core by default outside the local world, and one in it (dev and tests)', () => {
    expect(resolveWorkers(undefined, shared, 4)).toBe(4);
    expect(resolveWorkers(undefined, { ...shared, localWorld: true }, 4)).toBe(1);
    expect(configFromEnv(PRODUCTION).workers).toBe(availableParallelism());
    expect(configFromEnv({ ...PRODUCTION, LATCH_ENV: 'local' }).workers).toBe(1);
  });

  it('takes auto or a number from the environment', () => {
    expect(resolveWorkers('auto', { ...shared, localWorld: true }, 8)).toBe(8);
    expect(resolveWorkers('3', shared, 8)).toBe(3);
    expect(configFromEnv({ ...PRODUCTION, LATCH_SERVICES_WORKERS: '3' }).workers).toBe(3);
    expect(configFromEnv({ ...PRODUCTION, LATCH_SERVICES_WORKERS: ' auto ' }).workers).toBe(availableParallelism());
    for (const bad of ['0', '-1', '1.5', 'all', '1000']) {
      expect(() => configFromEnv({ ...PRODUCTION, LATCH_SERVICES_WORKERS: bad })).toThrow(/LATCH_SERVICES_WORKERS: must be auto \(one per core\) or a number of workers from 1 to 999/);
    }
  });

  it('keeps auto at one worker where they could not share the load: PGlite, or the in-process mail catcher', () => {
    expect(resolveWorkers('auto', { ...shared, database: { kind: 'memory' } }, 4)).toBe(1);
    expect(resolveWorkers('auto', { ...shared, database: { kind: 'pglite', dataDir: '/srv/data' } }, 4)).toBe(1);
    expect(resolveWorkers('auto', { ...shared, smtpUrl: undefined }, 4)).toBe(1);
  });

  it('refuses more than one worker on PGlite or without an SMTP server, naming each', () => {
    expect(resolveWorkers('1', { database: { kind: 'memory' }, smtpUrl: undefined, localWorld: true }, 4)).toBe(1);
    expect(() => configFromEnv({ LATCH_ENV: 'local', LATCH_SERVICES_DATA_DIR: ':memory:', LATCH_SERVICES_WORKERS: '2' })).toThrow(
      'LATCH_SERVICES_WORKERS: 2 workers share nothing but the database and the mail server, so they need DATABASE_URL (PGlite is one process’s database) and LATCH_SMTP_URL (the in-process mail catcher keeps its mail in one process)',
    );
    expect(() => configFromEnv({ LATCH_ENV: 'local', DATABASE_URL: postgres.url, LATCH_SERVICES_WORKERS: '2' })).toThrow(/need LATCH_SMTP_URL \(the in-process mail catcher/);
    expect(() => configFromEnv({ LATCH_ENV: 'local', LATCH_SMTP_URL: 'smtp://mail.internal', LATCH_SERVICES_WORKERS: '2' })).toThrow(/need DATABASE_URL \(PGlite/);
  });
});
