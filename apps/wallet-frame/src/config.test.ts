import { networksFromChains } from './chainNetworks.js';
import { readPageConfig } from './config.js';
import { evmChainId } from './networks.js';
import { CHAIN_NOT_SUPPORTED, NO_EVM_CHAIN } from './messages.js';
import type { FrameChain } from './services/chainsSchema.js';

const defaults = { servicesUrl: 'http://127.0.0.1:8787/', localWorld: true };

describe('the page settings', () => {
  it('read the project from the URL, the services and the world from the build', () => {
    expect(readPageConfig('?projectId=latch-demo&v=1', defaults)).toEqual({ projectId: 'latch-demo', version: '1', servicesUrl: 'http://127.0.0.1:8787', localWorld: true });
  });

  it('ask the dev faucet only in a build for the local world (LATCH_ENV=local), never because the services are on this machine', () => {
    for (const servicesUrl of ['http://127.0.0.1:8787', 'http://localhost:8787', 'http://[::1]:8787']) {
      expect(readPageConfig('?projectId=p', { servicesUrl, localWorld: false }).localWorld).toBe(false);
    }
    expect(readPageConfig('?projectId=p', { servicesUrl: 'https://services.example', localWorld: true }).localWorld).toBe(true);
  });

  it('name every bad setting', () => {
    expect(() => readPageConfig('', defaults)).toThrow("The wallet frame's settings are not valid: projectId must be 1 to 128");
    expect(() => readPageConfig('?projectId=a b', { servicesUrl: 'ftp://x', localWorld: false })).toThrow(/projectId .*; services must be an http/);
  });
});

const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 };
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const CONTRACTS = { entryPoint: `0x${'22'.repeat(20)}`, accountFactory: `0x${'33'.repeat(20)}`, sessionAccountFactory: `0x${'44'.repeat(20)}` };
const CHAINS: FrameChain[] = [
  { id: 'eip155:31337', name: 'Devnet', nativeCurrency: ETHER },
  { id: SOLANA, name: 'Solana', nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 } },
  { id: 'eip155:8453', name: 'Base', nativeCurrency: ETHER, smartAccount: CONTRACTS },
];
const route = { servicesUrl: 'https://services.example', projectId: 'latch-demo' };

describe("the networks, from the services' chains", () => {
  const { networks, solanaNetworks } = networksFromChains(CHAINS, route);

  it('serve every EVM chain listed, by any way of writing its id, the first by default', () => {
    for (const id of [31337, '31337', '0x7a69', 'eip155:31337']) expect(networks.find(id)?.caipNetworkId).toBe('eip155:31337');
    for (const id of [8453, '0x2105', 'eip155:8453']) expect(networks.find(id)?.name).toBe('Base');
    expect(networks.default.chainId).toBe(31337);
  });

  it("reach each chain's node and bundler only through the services, for the frame's project", () => {
    expect(networks.require(31337)).toEqual({ chainId: 31337, caipNetworkId: 'eip155:31337', name: 'Devnet', nativeSymbol: 'ETH', rpcUrl: 'https://services.example/v1?chainId=eip155%3A31337&projectId=latch-demo' });
    expect(networks.require(8453).smartAccount).toEqual({ ...CONTRACTS, bundlerUrl: 'https://services.example/v1/bundler?chainId=eip155%3A8453&projectId=latch-demo' });
    expect(solanaNetworks.require(SOLANA)).toEqual({ caipNetworkId: SOLANA, name: 'Solana', rpcUrl: `https://services.example/v1?chainId=${encodeURIComponent(SOLANA)}&projectId=latch-demo` });
  });

  it('refuse chains not listed with "Chain is not supported"', () => {
    for (const id of [1, 'eip155:1', SOLANA, 'garbage']) expect(() => networks.require(id)).toThrow(CHAIN_NOT_SUPPORTED);
    for (const id of ['solana:3ByopDBLUk2VLcuESmRyiAGvwkCRPUuN', 'eip155:8453', 31337]) expect(() => solanaNetworks.require(id)).toThrow(CHAIN_NOT_SUPPORTED);
    expect(evmChainId(-1)).toBeUndefined();
    expect(evmChainId('eip155:')).toBeUndefined();
  });

  it('take the first Solana chain when none is named, and refuse every Solana request when none is listed', () => {
    expect(solanaNetworks.require(undefined).caipNetworkId).toBe(SOLANA);
    expect(() => networksFromChains([CHAINS[0]!], route).solanaNetworks.require(undefined)).toThrow(CHAIN_NOT_SUPPORTED);
  });

  it('need at least one EVM chain', () => {
    expect(() => networksFromChains([CHAINS[1]!], route)).toThrow(NO_EVM_CHAIN);
  });
});
