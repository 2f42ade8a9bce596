// One deployment, many chains: the services answer the chains of their file in SPEC's
// /v1/supported-chains and, for the wallet frame, in /v1/chains (no upstream URL or key), and
// forward node calls through POST /v1 to each listed chain, EVM or Solana, by its chain id, over
// real nodes: two anvils (31337 and Base's 8453) and the local Solana chain.
import { apiRequest, supportedChainsResponseSchema } from '@latch/core/api';
import { startAnvil, startSolanaDevnet, type AnvilProcess, type SolanaDevnet } from '@latch/devnet';
import { frameChainsResponseSchema } from '../src/blockchainApi/chains/chainsResponse.js';
import { createServices, solanaChainConfigFromDevnet, type ChainConfig, type Services } from '../src/index.js';
import { servicesTestDatabase, type TestDatabase } from './database.js';
import { CALL, fetchJson, urlOf } from './helpers.js';

const ENTRY_POINT = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108';
const FACTORY = '0x13E9ed32155810FDbd067D4522C492D6f68E5944';
const SESSION_FACTORY = '0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985';
/** Never called: the bundler here only shows that its URL stays with the services. */
const BUNDLER_URL = 'http://127.0.0.1:9/bundler-with-key';
const TREASURY = `0x${'ab'.repeat(32)}`;

const evmChain = (anvil: AnvilProcess, reference: number, extra: Partial<ChainConfig> = {}): ChainConfig => ({
  id: `eip155:${reference}`,
  rpcUrl: anvil.rpcUrl,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, usdPrice: 3000 },
  ...extra,
});

let devnet: AnvilProcess;
let base: AnvilProcess;
let solana: SolanaDevnet;
let services: Services;
let database: TestDatabase;
beforeAll(async () => {
  database = await servicesTestDatabase();
  [devnet, base, solana] = await Promise.all([startAnvil({ port: 0, chainId: 31337 }), startAnvil({ port: 0, chainId: 8453 }), startSolanaDevnet({ port: 0 })]);
  const chains = [
    evmChain(devnet, 31337, { displayName: 'Devnet', treasuryKey: TREASURY }),
    evmChain(base, 8453, { name: 'base', displayName: 'Base', smartAccount: { entryPoint: ENTRY_POINT, accountFactory: FACTORY, sessionAccountFactory: SESSION_FACTORY, bundlerUrl: BUNDLER_URL } }),
  ];
  services = await createServices({ port: 0, database: database.config, chains, solanaChains: [solanaChainConfigFromDevnet(solana)] });
}, 60_000);
afterAll(async () => {
  await services?.stop();
  await Promise.all([devnet?.stop(), base?.stop(), solana?.stop()]);
  await database?.drop();
});

const rpc = (chainId: string, body: unknown, path = '/v1') =>
  fetchJson(urlOf(services.url, path, { chainId }, { projectId: CALL.projectId }), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('the chains of the file', () => {
  it("are SPEC's supported chains, as core reads them", async () => {
    const answer = await apiRequest({ baseUrl: services.url, projectId: CALL.projectId }, { path: 'v1/supported-chains', schema: supportedChainsResponseSchema, empty: { http: [], ws: [] } });
    expect(answer).toEqual({ http: ['eip155:31337', 'eip155:8453', solana.caipNetworkId], ws: [] });
  });

  it('are what the frame serves: id, name, native currency and smart-account contracts, no upstream URL or key', async () => {
    const answer = await fetchJson(urlOf(services.url, '/v1/chains'));
    expect(answer.status).toBe(200);
    expect(frameChainsResponseSchema.parse(answer.body)).toEqual({
      chains: [
        { id: 'eip155:31337', name: 'Devnet', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } },
        { id: 'eip155:8453', name: 'Base', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, smartAccount: { entryPoint: ENTRY_POINT, accountFactory: FACTORY, sessionAccountFactory: SESSION_FACTORY } },
        { id: solana.caipNetworkId, name: 'Solana Local', nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 } },
      ],
    });
    const text = JSON.stringify(answer.body);
    for (const secret of [devnet.rpcUrl, base.rpcUrl, solana.rpcUrl, BUNDLER_URL, TREASURY, '127.0.0.1']) expect(text).not.toContain(secret);
  });
});

describe('POST /v1 over several chains', () => {
  it('reaches each EVM chain by its chain id', async () => {
    const call = { jsonrpc: '2.0', id: 1, method: 'eth_chainId' };
    expect((await rpc('eip155:8453', call)).body).toEqual({ jsonrpc: '2.0', id: 1, result: '0x2105' });
    expect((await rpc('eip155:31337', call)).body).toEqual({ jsonrpc: '2.0', id: 1, result: '0x7a69' });
  });

  it("reaches the Solana chain for reads and refuses what is not a wallet's (an airdrop)", async () => {
    const [genesis, airdrop] = await Promise.all([
      rpc(solana.caipNetworkId, { jsonrpc: '2.0', id: 'g', method: 'getGenesisHash' }),
      rpc(solana.caipNetworkId, { jsonrpc: '2.0', id: 'a', method: 'requestAirdrop', params: [solana.treasury.address, 1] }),
    ]);
    expect(genesis.body).toMatchObject({ id: 'g', result: expect.stringMatching(new RegExp(`^${solana.caipNetworkId.slice('solana:'.length)}`)) });
    expect(airdrop.body).toMatchObject({ id: 'a', error: { code: -32601, message: 'Requested RPC call is not allowed' } });
  });

  it('refuses a chain the file does not list, and an EVM method on Solana', async () => {
    const refused = await rpc('eip155:1', { jsonrpc: '2.0', id: 1, method: 'eth_chainId' });
    expect(refused).toMatchObject({ status: 400, body: { message: 'Chain is not supported: eip155:1' } });
    const evmOnSolana = await rpc(solana.caipNetworkId, { jsonrpc: '2.0', id: 1, method: 'eth_chainId' });
    expect(evmOnSolana.body).toMatchObject({ error: { message: 'Requested RPC call is not allowed' } });
  });
});

describe('POST /v1/bundler', () => {
  it('serves only the chains with smart accounts, and only the bundler methods', async () => {
    const noBundler = await rpc('eip155:31337', { jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints' }, '/v1/bundler');
    expect(noBundler).toMatchObject({ status: 400, body: { message: 'Chain is not supported: eip155:31337' } });
    const notBundler = await rpc('eip155:8453', { jsonrpc: '2.0', id: 1, method: 'eth_sendRawTransaction', params: ['0x00'] }, '/v1/bundler');
    expect(notBundler.body).toMatchObject({ error: { message: 'Requested RPC call is not allowed' } });
  });
});
