// Issue 34, point 2: a Next.js app (App Router, `next build`) on the installed tarballs, rendered on the server
// from the connected account's cookies and hydrated in Chromium.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createDevProvider, type Devnet } from '@latch/devnet';
import { installTestWallet, TEST_WALLET } from '@latch/stack/test-wallet';
import { openPage, shownText } from '../src/browserApp.js';
import { buildNextApp, startNextApp, type NextServer } from '../src/nextApp.js';
import { FIXTURES, PACKING_TIMEOUT_MS, packedTarballs, withoutWagmi } from '../src/packed.js';
import { installProject, NEXT_REGISTRY_DEPENDENCIES, type ConsumerProject } from '../src/project.js';
import { connectTestWallet, devnetForBlock, onPage } from './support.js';

describe('a Next.js app (App Router, `next build`) whose server renders the connected account from its cookies', () => {
  const devnetUp = devnetForBlock();
  let devnet: Devnet;
  let nextProject: ConsumerProject;
  let app: string;
  let built: string;
  let server: NextServer;
  beforeAll(async () => {
    devnet = devnetUp();
    nextProject = await installProject(withoutWagmi(await packedTarballs()), FIXTURES, NEXT_REGISTRY_DEPENDENCIES);
    app = nextProject.add('next-app');
    const env = { RPC_URL: devnet.rpcUrl, CHAIN_ID: String(devnet.chainId) };
    built = await buildNextApp(nextProject, app, env);
    server = await startNextApp(nextProject, app, env);
  }, PACKING_TIMEOUT_MS);
  afterAll(async () => {
    await server?.stop();
    if (nextProject) rmSync(nextProject.dir, { recursive: true, force: true });
  });

  /** The page as the server renders it for a request with these cookies. */
  const serverHtml = async (cookie?: string) => (await fetch(server.url, { headers: cookie ? { cookie } : {} })).text();

  it('prerenders a page with <LatchProvider> at build time, where Node has no window', () => {
    expect(built).toMatch(/○ \/static/);
    const html = readFileSync(join(app, '.next', 'server', 'app', 'static.html'), 'utf8');
    expect(html).toMatch(/<button[^>]*>Connect Wallet<\/button>/);
  });

  it("connects in Chromium; then the server's HTML has the address, the page hydrates without a warning and reconnects the wallet", async () => {
    const [, , , , , , owner] = devnet.accounts;
    const address = new RegExp(`<output aria-label="Address">${owner!.address}</output>`, 'i');
    const wallet = createDevProvider({ rpcUrl: devnet.rpcUrl, privateKey: owner!.privateKey, chainId: devnet.chainId });
    // A first visit has no cookie: the server renders the page disconnected.
    const first = await serverHtml();
    expect(first).toMatch(/<button[^>]*>Connect Wallet<\/button>/);
    expect(first).not.toMatch(address);

    await onPage(openPage(server.url, { beforeLoad: (page) => installTestWallet(page, wallet) }), async (page, opened) => {
      const shows = (label: string, text: RegExp) => shownText(page, label, text);
      await page.getByRole('button', { name: 'Connect Wallet' }).click();
      await connectTestWallet(page);
      await shows('Address', new RegExp(`^${owner!.address}$`, 'i'));

      // The browser's cookies, sent as the browser sends them: the server renders the account connected.
      const cookie = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
      const rendered = await serverHtml(cookie);
      expect(rendered).toMatch(address);
      expect(rendered).toMatch(/<output aria-label="Status">connected<\/output>/);

      // A reload: the address is in the HTML the browser gets, hydration agrees, and the wallet reconnects behind it.
      const reloaded = await page.reload();
      expect(await reloaded!.text()).toMatch(address);
      await shows('Wallet', new RegExp(`^${TEST_WALLET.name}$`));
      await shows('Status', /^connected$/);
      await shows('Address', new RegExp(`^${owner!.address}$`, 'i'));
      expect(opened.console.filter((message) => /hydrat|did not match|#418|#423|#425/i.test(message))).toEqual([]);

      // A disconnect forgets the cookie: the next server render is disconnected again.
      await page.getByRole('button', { name: 'Disconnect' }).click();
      await shows('Status', /^disconnected$/);
      const after = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
      expect(await serverHtml(after)).not.toMatch(address);
    });
  }, 180_000);
});
