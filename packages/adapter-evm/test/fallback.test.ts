import { freePort, rpcCall, startDevnet, type Devnet } from '@latch/devnet';
import { evmAdapter } from '../src/evmAdapter.js';
import { loadEthers } from '../src/loadEthers.js';
import { createFallbackTransport } from '../src/rpc/fallbackTransport.js';
import { devnetNetwork } from './devnetNetwork.js';

// Integration: the adapter's reads (ethers JsonRpcProviders) over two real anvils, one of which dies or
// was never there.
const WHO = '0x000000000000000000000000000000000000dEaD';
let own: Devnet;
let pub: Devnet;

/** Each node holds a different balance for WHO, so a read tells which node answered it. */
async function start(eth: number) {
  const devnet = await startDevnet({ port: 0 });
  await rpcCall(devnet.rpcUrl, 'anvil_setBalance', [WHO, `0x${(BigInt(eth) * 10n ** 18n).toString(16)}`]);
  return devnet;
}

beforeAll(async () => {
  [own, pub] = [await start(1), await start(2)];
});
afterAll(async () => {
  await own?.stop();
  await pub?.stop();
});

it("reads from the dApp's own node first, and through the network's URL once that node stops", async () => {
  const adapter = evmAdapter({ discovery: false, rpcUrls: { [own.chainId]: [own.rpcUrl] } });
  const network = devnetNetwork(pub);
  await expect(adapter.getBalance({ address: WHO, network })).resolves.toEqual({ balance: '1.0', symbol: 'ETH' });

  await own.stop();
  // Past the adapter's balance cache (SPEC 9), which would answer the first read again.
  await expect(adapter.getBalance({ address: WHO, network, fresh: true })).resolves.toEqual({ balance: '2.0', symbol: 'ETH' });

  const transport = createFallbackTransport({ ethers: await loadEthers(), urls: [own.rpcUrl, pub.rpcUrl], chainId: pub.chainId });
  expect(transport.ranking()).toEqual([own.rpcUrl, pub.rpcUrl]);
  await transport.ping();
  expect(transport.ranking()).toEqual([pub.rpcUrl, own.rpcUrl]);
});

it('reads through the second URL when the first is a closed port, and pings rank the live one first', async () => {
  const closed = `http://127.0.0.1:${await freePort()}`;
  const adapter = evmAdapter({ discovery: false, rpcUrls: { [pub.chainId]: [closed] } });
  await expect(adapter.getBalance({ address: WHO, network: devnetNetwork(pub) })).resolves.toEqual({ balance: '2.0', symbol: 'ETH' });

  const transport = createFallbackTransport({ ethers: await loadEthers(), urls: [closed, pub.rpcUrl], chainId: pub.chainId });
  await transport.ping();
  await transport.ping();
  expect(transport.ranking()).toEqual([pub.rpcUrl, closed]);
});
