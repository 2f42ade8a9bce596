// Issue 19, point 2: the installed tarballs where there is no browser: a Node script against anvil, and a
// server render of <LatchProvider>.
import { rpcCall } from '@latch/devnet';
import { z } from 'zod';
import { PACKING_TIMEOUT_MS, sharedProject } from '../src/packed.js';
import type { ConsumerProject } from '../src/project.js';
import { run } from '../src/run.js';
import { devnetForBlock } from './support.js';

let project: ConsumerProject;
beforeAll(async () => {
  project = await sharedProject();
}, PACKING_TIMEOUT_MS);

/** Runs a fixture's script with the project's node, as its user would: `node <script>` in its folder. */
const runNode = (dir: string, script: string, env: NodeJS.ProcessEnv = {}) => run(process.execPath, [script], { cwd: dir, env: { PATH: process.env.PATH, ...env } });

describe('a Node script on @latch/core and @latch/adapter-evm', () => {
  const devnetUp = devnetForBlock();

  it('connects an account on anvil and reads its balance and network', async () => {
    const devnet = devnetUp();
    const [address] = z.array(z.string()).parse(await rpcCall(devnet.rpcUrl, 'eth_accounts'));
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
