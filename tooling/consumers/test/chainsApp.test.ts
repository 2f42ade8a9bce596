// The root README's app, built from the installed tarballs: it imports three networks from @latch/core/chains and
// bundles no other network of the catalogue.
import { readdirSync, readFileSync } from 'node:fs';
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

describe("the root README's app on mainnet, base and solanaMainnet from @latch/core/chains", () => {
  let app: string;
  beforeAll(async () => {
    app = project.add('chains-app');
    await run(process.execPath, [project.module('vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: app });
  }, 180_000);

  it('builds with the three networks it imports, and no other network of the catalogue', () => {
    const assets = join(app, 'dist', 'assets');
    const chunks = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(assets, file), 'utf8'));
    const imported = ['https://ethereum.reth.rs/rpc', 'https://mainnet.base.org', 'https://api.mainnet-beta.solana.com'];
    for (const url of imported) expect(chunks.join('\n')).toContain(url);
    // The catalogue lands in the chunks that hold what the app imports. Other chunks are other
    // libraries' (WalletConnect's modal carries its own list of chains, whatever the app imports).
    const catalogue = chunks.filter((code) => imported.some((url) => code.includes(url)));
    for (const other of ['Arbitrum One', 'OP Mainnet', 'Base Sepolia', 'Solana Devnet', 'Bitcoin Testnet']) expect(catalogue.join('\n')).not.toContain(other);
  });

  it('opens the modal in Chromium on those networks, reaching no host but this machine', async () => {
    await onPage(openBuiltApp(join(app, 'dist')), async (page) => {
      const networks = page.getByRole('list', { name: 'Networks' });
      await networks.getByText('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp').waitFor();
      expect(await networks.getByRole('listitem').allTextContents()).toEqual(['eip155:1', 'eip155:8453', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']);
      await page.getByRole('button', { name: 'Connect Wallet' }).click();
      await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
    });
  }, 180_000);
});
