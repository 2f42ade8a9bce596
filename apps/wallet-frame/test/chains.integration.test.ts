/**
 * @jest-environment node
 */
// One deployment, many chains, as the frame page sees it: the services list two EVM chains (two
// real anvils, the devnet's 31337 and Base's 8453) in their chains file; the frame learns them from
// GET /v1/chains, switches between them and reaches each one's node only through the services'
// RPC proxy, and refuses a chain the services do not list with SPEC 8's "Chain is not supported".
import { startAnvil, type AnvilProcess } from '@latch/devnet';
import type { ChainConfig, Services } from '@latch/services';
import { loadNetworks, type FrameNetworks } from '../src/chainNetworks.js';
import { CHAIN_NOT_SUPPORTED, CHAINS_UNAVAILABLE } from '../src/messages.js';
import { rpcCall } from '../src/rpc/jsonRpc.js';
import { ServicesApi } from '../src/services/api.js';
import { ServicesClient } from '../src/services/client.js';
import { DAPP_ORIGIN, frameDevice, frameFetch } from './frameDevice.js';
import { startTestServices } from './testServices.js';

/** An address holding a different balance on each chain: which node answered shows in the balance. */
const HOLDER = '0x000000000000000000000000000000000000bEEF';
const BALANCES = { 31337: '0x1111', 8453: '0x2222' } as const;

const chainOf = (anvil: AnvilProcess, reference: number, displayName: string): ChainConfig => ({
  id: `eip155:${reference}`,
  displayName,
  rpcUrl: anvil.rpcUrl,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, usdPrice: 3000 },
});

let anvils: AnvilProcess[];
let services: Services;
beforeAll(async () => {
  anvils = await Promise.all([startAnvil({ port: 0, chainId: 31337 }), startAnvil({ port: 0, chainId: 8453 })]);
  await rpcCall(anvils[0]!.rpcUrl, 'anvil_setBalance', [HOLDER, BALANCES[31337]]);
  await rpcCall(anvils[1]!.rpcUrl, 'anvil_setBalance', [HOLDER, BALANCES[8453]]);
  services = await startTestServices({ auth: { smtpPort: 0 }, chains: [chainOf(anvils[0]!, 31337, 'Devnet'), chainOf(anvils[1]!, 8453, 'Base')] });
}, 60_000);
afterAll(async () => {
  await services?.stop();
  await Promise.all((anvils ?? []).map((anvil) => anvil.stop()));
});

const apiAt = (servicesUrl: string) => new ServicesApi(new ServicesClient({ baseUrl: servicesUrl, projectId: 'latch-demo', fetch: frameFetch }));
const load = (): Promise<FrameNetworks> => loadNetworks(apiAt(services.url), { servicesUrl: services.url, projectId: 'latch-demo' });
const context = { origin: DAPP_ORIGIN, id: 'req-1' };

describe("the frame on the services' chains", () => {
  it('knows every EVM chain the services list, and reaches none of their nodes directly', async () => {
    const { networks, solanaNetworks } = await load();
    expect(networks.list.map(({ caipNetworkId, name }) => [caipNetworkId, name])).toEqual([['eip155:31337', 'Devnet'], ['eip155:8453', 'Base']]);
    for (const network of networks.list) expect(network.rpcUrl.startsWith(`${services.url}/v1?`)).toBe(true);
    expect(() => solanaNetworks.require(undefined)).toThrow(CHAIN_NOT_SUPPORTED);
  });

  it("switches between them and answers each one's node calls from that chain, through the services", async () => {
    const { wallet, rpc } = frameDevice({ servicesUrl: services.url, networks: await load() });
    const read = () => Promise.all([rpc.request({ method: 'eth_chainId' }, context), rpc.request({ method: 'eth_getBalance', params: [HOLDER, 'latest'] }, context)]);
    expect(wallet.network.chainId).toBe(31337);
    expect(await read()).toEqual(['0x7a69', BALANCES[31337]]);
    expect(wallet.switchNetwork('eip155:8453')).toBe(8453);
    expect(await read()).toEqual(['0x2105', BALANCES[8453]]);
    // A call may name its chain, whatever the wallet's network.
    expect(await rpc.request({ method: 'eth_getBalance', params: [HOLDER, 'latest'], chainId: 'eip155:31337' }, context)).toBe(BALANCES[31337]);
  });

  it('refuses a chain the services do not list with "Chain is not supported"', async () => {
    const { wallet, rpc } = frameDevice({ servicesUrl: services.url, networks: await load() });
    expect(() => wallet.switchNetwork('eip155:1')).toThrow(CHAIN_NOT_SUPPORTED);
    await expect(rpc.request({ method: 'eth_blockNumber', chainId: 'eip155:10' }, context)).rejects.toThrow(CHAIN_NOT_SUPPORTED);
    expect(wallet.network.chainId).toBe(31337);
  });

  it('says clearly when the services cannot list the chains', async () => {
    const gone = 'http://127.0.0.1:9';
    await expect(loadNetworks(apiAt(gone), { servicesUrl: gone, projectId: 'latch-demo' })).rejects.toThrow(CHAINS_UNAVAILABLE);
  });
});
