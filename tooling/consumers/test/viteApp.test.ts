// Issue 19, point 2: a Vite React app on @latch/ui, built from the installed tarballs, opens the modal in Chromium.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { openBuiltApp } from '../src/browserApp.js';
import { PACKING_TIMEOUT_MS, sharedProject } from '../src/packed.js';
import type { ConsumerProject } from '../src/project.js';
import { run } from '../src/run.js';
import { onPage } from './support.js';

let project: ConsumerProject;
beforeAll(async () => {
  project = await sharedProject();
}, PACKING_TIMEOUT_MS);

it('builds a Vite React app on @latch/ui and opens the modal in Chromium', async () => {
  const app = project.add('vite-app');
  await run(process.execPath, [project.module('vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: app });
  expect(readdirSync(join(app, 'dist', 'assets')).some((file) => file.endsWith('.css'))).toBe(true);

  await onPage(openBuiltApp(join(app, 'dist')), async (page) => {
    await page.getByText('Not connected').waitFor();
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' });
    await dialog.waitFor();
    expect(await dialog.getByRole('heading', { name: 'Connect Wallet' }).isVisible()).toBe(true);
  });
}, 180_000);
