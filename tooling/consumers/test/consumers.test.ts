// Issue 19, point 2: the published packages installed from their tarballs with npm, outside the
// workspace, and run by apps: a Vite React app opened in Chromium, a Node script against anvil,
// a server render that has no window, and (issue 34) a wagmi app and a Next.js app rendered on the server.
import { existsSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createDevProvider, rpcCall, startDevnet, type Devnet } from '@latch/devnet';
import { installTestWallet, TEST_WALLET } from '@latch/stack/test-wallet';
import { verifyMessage } from 'ethers';
import { z } from 'zod';
import { openBuiltApp, openPage, shownText, type OpenedApp } from '../src/browserApp.js';
import { approveInFrame, emailLoginNewAccount } from '../src/embeddedWallet.js';
import { startEmbeddedWorld } from '../src/embeddedWorld.js';
import { manifestProblems, siblingProblems } from '../src/manifest.js';
import { buildNextApp, startNextApp, type NextServer } from '../src/nextApp.js';
import { installProject, NEXT_REGISTRY_DEPENDENCIES, tempDir, WAGMI_REGISTRY_DEPENDENCIES, type ConsumerProject } from '../src/project.js';
import { run } from '../src/run.js';
import { pack, publishedPackageDirs, type Tarball } from '../src/tarballs.js';

const ROOT = join(__dirname, '..', '..', '..');
const FIXTURES = join(__dirname, '..', 'fixtures');
const PUBLISHED = ['@latch/adapter-evm', '@latch/adapter-solana', '@latch/core', '@latch/frame', '@latch/ui', '@latch/wagmi'];
/** The wagmi connector goes only into the wagmi app's project: its peers (wagmi, viem) stay out of the others. */
const WAGMI = '@latch/wagmi';

let tarballDir: string;
let tarballs: Tarball[];
let project: ConsumerProject;

beforeAll(async () => {
  tarballDir = tempDir('latch-tarballs-');
  tarballs = [];
  for (const dir of publishedPackageDirs(ROOT)) tarballs.push(await pack(dir, tarballDir));
  project = await installProject(tarballs.filter((tarball) => tarball.name !== WAGMI), FIXTURES);
}, 900_000);

afterAll(() => {
  for (const dir of [tarballDir, project?.dir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Runs a fixture's script with the project's node, as its user would: `node <script>` in its folder. */
const runNode = (dir: string, script: string, env: NodeJS.ProcessEnv = {}) => run(process.execPath, [script], { cwd: dir, env: { PATH: process.env.PATH, ...env } });

it('packs every published package with its exports, types, sideEffects, React peers and MIT licence text, and no workspace link', () => {
  expect(tarballs.map((tarball) => tarball.name).sort()).toEqual(PUBLISHED);
  for (const tarball of tarballs) expect({ name: tarball.name, problems: manifestProblems(tarball.manifest, tarball.files) }).toEqual({ name: tarball.name, problems: [] });
  expect(siblingProblems(tarballs.map((tarball) => tarball.manifest))).toEqual([]);
  const ui = tarballs.find((tarball) => tarball.name === '@latch/ui')!;
  expect(Object.keys(ui.manifest.peerDependencies ?? {}).sort()).toEqual(['react', 'react-dom']);
  expect(ui.files).toContain('dist/styles.css');
});

it('installs outside the workspace: every @latch package from its tarball, none linked to the workspace', () => {
  expect(project.dir.startsWith(ROOT)).toBe(false);
  for (const name of PUBLISHED.filter((name) => name !== WAGMI)) {
    const installed = project.module(name);
    expect(existsSync(join(installed, 'package.json'))).toBe(true);
    expect(realpathSync(installed).startsWith(ROOT)).toBe(false);
  }
});

it("type-checks an app's TypeScript against the tarballs' declarations, theirs included", async () => {
  const dir = project.add('types');
  await expect(run(process.execPath, [project.module('typescript/bin/tsc'), '-p', 'tsconfig.json'], { cwd: dir })).resolves.toBe('');
}, 120_000);

it('builds a Vite React app on @latch/ui and opens the modal in Chromium', async () => {
  const app = project.add('vite-app');
  await run(process.execPath, [project.module('vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: app });
  expect(readdirSync(join(app, 'dist', 'assets')).some((file) => file.endsWith('.css'))).toBe(true);

  const opened = await openBuiltApp(join(app, 'dist'));
  try {
    const { page } = opened;
    await page.getByText('Not connected').waitFor();
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' });
    await dialog.waitFor();
    expect(await dialog.getByRole('heading', { name: 'Connect Wallet' }).isVisible()).toBe(true);
    expect(opened.errors).toEqual([]);
    expect(opened.foreign).toEqual([]);
  } finally {
    await opened.close();
  }
}, 180_000);

describe("a wagmi app (Vite, React, wagmi, TanStack Query) whose wallet connects through Latch's modal", () => {
  let devnet: Devnet;
  let wagmiProject: ConsumerProject;
  let app: string;
  beforeAll(async () => {
    devnet = await startDevnet({ port: 0 });
    wagmiProject = await installProject(tarballs, FIXTURES, WAGMI_REGISTRY_DEPENDENCIES);
    expect(realpathSync(wagmiProject.module(WAGMI)).startsWith(ROOT)).toBe(false);
    app = wagmiProject.add('wagmi-app');
    await run(process.execPath, [wagmiProject.module('vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: app });
  }, 900_000);
  afterAll(async () => {
    await devnet?.stop();
    if (wagmiProject) rmSync(wagmiProject.dir, { recursive: true, force: true });
  });
  const balanceOf = async (rpcUrl: string, address: string) => BigInt((await rpcCall(rpcUrl, 'eth_getBalance', [address, 'latest'])) as string);

  it("connects the devnet's EIP-6963 wallet in Chromium, then signs, sends with useSendTransaction and waits for the receipt", async () => {
    const [, , , sender, receiver] = devnet.accounts;
    const wallet = createDevProvider({ rpcUrl: devnet.rpcUrl, privateKey: sender!.privateKey, chainId: devnet.chainId });
    const before = await balanceOf(devnet.rpcUrl, receiver!.address);
    const search = `?${new URLSearchParams({ rpc: devnet.rpcUrl, chain: String(devnet.chainId), to: receiver!.address })}`;
    const opened = await openBuiltApp(join(app, 'dist'), { search, beforeLoad: (page) => installTestWallet(page, wallet) });
    try {
      const { page } = opened;
      const shows = (label: string, text: RegExp) => shownText(page, label, text);
      await page.getByRole('button', { name: 'Connect with wagmi' }).click();
      await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: new RegExp(TEST_WALLET.name) }).click();
      await shows('Address', new RegExp(`^${sender!.address}$`, 'i'));
      await shows('Chain', new RegExp(`^${devnet.chainId}$`));
      await shows('Balance', /^\d+(\.\d+)? ETH$/);
      expect(await page.getByRole('list', { name: 'Chains' }).getByRole('button').allTextContents()).toEqual(['Switch to Local chain']);

      await page.getByRole('button', { name: 'Sign message' }).click();
      const signature = await shows('Signature', /^0x[0-9a-f]{130}$/);
      expect(verifyMessage('Hello from wagmi', signature).toLowerCase()).toBe(sender!.address.toLowerCase());

      await page.getByRole('button', { name: 'Send 0.25 ETH' }).click();
      const hash = await shows('Transaction', /^0x[0-9a-f]{64}$/);
      await shows('Receipt', /^success in block \d+$/);
      const receipt = (await rpcCall(devnet.rpcUrl, 'eth_getTransactionReceipt', [hash])) as { status: string; from: string };
      expect(receipt).toMatchObject({ status: '0x1', from: sender!.address.toLowerCase() });
      expect((await balanceOf(devnet.rpcUrl, receiver!.address)) - before).toBe(250_000_000_000_000_000n);

      await page.getByRole('button', { name: 'Disconnect' }).click();
      await page.getByRole('button', { name: 'Connect with wagmi' }).waitFor();
      expect(opened.errors).toEqual([]);
      expect(opened.foreign).toEqual([]);
    } finally {
      await opened.close();
    }
  }, 180_000);

  it('connects the embedded wallet by email in Chromium, sends with useSendTransaction approved in the frame, and the chain has it', async () => {
    const world = await startEmbeddedWorld(join(app, 'dist'));
    const receiver = world.accounts[9]!;
    const codeAt = (address: string) => rpcCall(world.rpcUrl, 'eth_getCode', [address, 'latest']);
    const search = `?${new URLSearchParams({ rpc: world.rpcUrl, chain: String(world.chainId), to: receiver, amount: '0.01', services: world.servicesUrl, frame: world.walletFrameUrl })}`;
    let opened: OpenedApp | undefined;
    try {
      opened = await openPage(`${world.appUrl}/${search}`);
      const { page } = opened;
      await page.getByRole('button', { name: 'Connect with wagmi' }).click();
      await emailLoginNewAccount(page, world.servicesUrl, `wagmi-${Date.now()}@example.com`);
      const address = await shownText(page, 'Address', /^0x[0-9a-fA-F]{40}$/);
      await shownText(page, 'Chain', new RegExp(`^${world.chainId}$`));
      // A smart account, the eip155 default (SPEC 6): no code until its first send, funded by the dev faucet.
      expect(await codeAt(address)).toBe('0x');
      const funded = await balanceOf(world.rpcUrl, address);
      expect(funded).toBeGreaterThan(0n);
      const before = await balanceOf(world.rpcUrl, receiver);

      await page.getByRole('button', { name: 'Send 0.01 ETH' }).click();
      await approveInFrame(page, receiver);
      const hash = await shownText(page, 'Transaction', /^0x[0-9a-f]{64}$/);
      await shownText(page, 'Receipt', /^success in block \d+$/);
      // The bundler's transaction to the EntryPoint carried the operation: the value left the smart account, which it deployed.
      const receipt = z.object({ status: z.string(), to: z.string() }).parse(await rpcCall(world.rpcUrl, 'eth_getTransactionReceipt', [hash]));
      expect(receipt).toMatchObject({ status: '0x1', to: world.entryPoint.toLowerCase() });
      expect((await balanceOf(world.rpcUrl, receiver)) - before).toBe(10_000_000_000_000_000n);
      expect(await balanceOf(world.rpcUrl, address)).toBeLessThan(funded - 10_000_000_000_000_000n);
      expect(await codeAt(address)).not.toBe('0x');
      expect(opened.errors).toEqual([]);
      expect(opened.foreign).toEqual([]);
    } finally {
      await opened?.close();
      await world.stop();
    }
  }, 300_000);
});

describe('a Next.js app (App Router, `next build`) whose server renders the connected account from its cookies', () => {
  let devnet: Devnet;
  let nextProject: ConsumerProject;
  let app: string;
  let built: string;
  let server: NextServer;
  beforeAll(async () => {
    devnet = await startDevnet({ port: 0 });
    nextProject = await installProject(
      tarballs.filter((tarball) => tarball.name !== WAGMI),
      FIXTURES,
      NEXT_REGISTRY_DEPENDENCIES,
    );
    app = nextProject.add('next-app');
    const env = { RPC_URL: devnet.rpcUrl, CHAIN_ID: String(devnet.chainId) };
    built = await buildNextApp(nextProject, app, env);
    server = await startNextApp(nextProject, app, env);
  }, 900_000);
  afterAll(async () => {
    await server?.stop();
    await devnet?.stop();
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

    const opened = await openPage(server.url, { beforeLoad: (page) => installTestWallet(page, wallet) });
    try {
      const { page } = opened;
      const shows = (label: string, text: RegExp) => shownText(page, label, text);
      await page.getByRole('button', { name: 'Connect Wallet' }).click();
      await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: new RegExp(TEST_WALLET.name) }).click();
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
      expect(opened.errors).toEqual([]);
      expect(opened.foreign).toEqual([]);

      // A disconnect forgets the cookie: the next server render is disconnected again.
      await page.getByRole('button', { name: 'Disconnect' }).click();
      await shows('Status', /^disconnected$/);
      const after = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
      expect(await serverHtml(after)).not.toMatch(address);
    } finally {
      await opened.close();
    }
  }, 180_000);
});

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
    const opened = await openBuiltApp(join(app, 'dist'));
    try {
      const { page } = opened;
      const networks = page.getByRole('list', { name: 'Networks' });
      await networks.getByText('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp').waitFor();
      expect(await networks.getByRole('listitem').allTextContents()).toEqual(['eip155:1', 'eip155:8453', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']);
      await page.getByRole('button', { name: 'Connect Wallet' }).click();
      await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
      expect(opened.errors).toEqual([]);
      expect(opened.foreign).toEqual([]);
    } finally {
      await opened.close();
    }
  }, 180_000);
});

describe('a Node script on @latch/core and @latch/adapter-evm', () => {
  let devnet: Devnet;
  beforeAll(async () => {
    devnet = await startDevnet({ port: 0 });
  }, 120_000);
  afterAll(() => devnet?.stop());

  it('connects an account on anvil and reads its balance and network', async () => {
    const [address] = (await rpcCall(devnet.rpcUrl, 'eth_accounts')) as string[];
    // An amount no dev account starts with, so the read can only come from the chain.
    await rpcCall(devnet.rpcUrl, 'anvil_setBalance', [address, `0x${(1234_500000000000000000n).toString(16)}`]);
    const dir = project.add('node-script');
    const output = JSON.parse(await runNode(dir, 'balance.mjs', { RPC_URL: devnet.rpcUrl, CHAIN_ID: String(devnet.chainId) }));
    expect(output).toEqual({
      status: 'connected',
      address: expect.stringMatching(new RegExp(`^${address}$`, 'i')),
      caipAddress: `eip155:${devnet.chainId}:${output.address}`,
      balance: '1234.5',
      symbol: 'ETH',
      network: `eip155:${devnet.chainId}`,
      window: 'undefined',
    });
  });
});

it('renders a page with <LatchProvider> on the server, where there is no window or document', async () => {
  const dir = project.add('ssr');
  const { html, ...globals } = JSON.parse(await runNode(dir, 'render.mjs'));
  expect(globals).toEqual({ window: 'undefined', document: 'undefined' });
  expect(html).toContain('<h1>Server page</h1>');
  expect(html).toMatch(/<button[^>]*>[^<]*Connect Wallet/);
});
