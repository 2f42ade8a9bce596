import { randomBytes } from 'node:crypto';
import type { Browser } from '@playwright/test';
import { failOnForeignRequests, localContext } from '../support/browser.js';
import { demoAddress, emailLogin } from '../support/embedded.js';
import { expect, test } from '../support/faults.js';
import { startRestoreWorld } from '../support/restoredServices.js';

failOnForeignRequests();

// An operator's restore, seen by the person: they sign in with email in the demo on services over
// PostgreSQL (the built CLI, as deployed), which make their embedded wallet and its key backup; the
// database is dumped with pg_dump and restored with pg_restore into a fresh cluster, the services
// are started on it with the same key-encryption key (kept outside the dump, in the environment),
// and the person, on a new device, recovers the same address. The services' public port is the
// fault proxy's, sent to each of these services in turn (and back to the stack's at the end).

const email = `restore-${Date.now()}@example.com`;

/** The person signs in with email in the demo, in a browser of its own (a new device), and the demo connects; the address it shows. */
async function signInOnNewDevice(browser: Browser): Promise<string> {
  const context = await localContext(browser);
  try {
    const page = await context.newPage();
    await page.goto('/');
    // Each services here has a mailbox of its own, empty at its start.
    await emailLogin(page, email, 0, true);
    await expect(page.getByTestId('demo-status')).toHaveText('connected');
    return await demoAddress(page);
  } finally {
    await context.close();
  }
}

test('a person signs in, the services restart on a restored pg_dump, and on a new device the person recovers the same address', async ({ browser, faults }) => {
  test.setTimeout(240_000);
  const world = await startRestoreWorld({ kek: randomBytes(32).toString('base64'), sessionSecret: randomBytes(32).toString('base64url') });
  try {
    const source = await world.cluster();
    const first = await world.serve(source.url);
    await faults.services.retarget(first.url);

    const address = await signInOnNewDevice(browser);
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    await expect.poll(() => world.psql(source.url, 'select count(*) from auth_key_backups')).toBe('1');

    const dump = await world.dump(source.url);
    await first.stop();
    const fresh = await world.cluster();
    await world.restore(dump, fresh.url);
    // The operator's deploy step: the restored database has every migration already.
    expect(await world.command('migrate', fresh.url)).toContain('Nothing to apply');
    const restored = await world.serve(fresh.url);
    await faults.services.retarget(restored.url);

    expect(await signInOnNewDevice(browser)).toBe(address);
    // The restored database served it: the first device's session came with the dump, the new device's was added.
    expect(await world.psql(fresh.url, 'select count(distinct device_id) from auth_sessions')).toBe('2');
  } finally {
    await world.stop();
  }
});
