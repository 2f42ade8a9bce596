import { readPageConfig } from './config.js';
import { frameNetworks, Networks, evmChainId, SolanaNetworks, solanaFrameNetworks } from './networks.js';
import { CHAIN_NOT_SUPPORTED } from './messages.js';

const GENESIS = '3ByopDBLUk2VLcuESmRyiAGvwkCRPUuNs2Sx2kZmPvzH';
const defaults = { servicesUrl: 'http://127.0.0.1:8787/', rpcUrl: 'http://127.0.0.1:8545', solanaRpcUrl: 'http://127.0.0.1:8899', solanaGenesisHash: GENESIS };

describe('the page settings', () => {
  it('read the project from the URL and the services and RPC from the build', () => {
    expect(readPageConfig('?projectId=latch-demo&v=1', defaults)).toEqual({ projectId: 'latch-demo', version: '1', servicesUrl: 'http://127.0.0.1:8787', rpcUrl: 'http://127.0.0.1:8545', solanaRpcUrl: 'http://127.0.0.1:8899', solanaGenesisHash: GENESIS, localWorld: true });
  });

  it('ask the dev faucet only when the services run on this machine', () => {
    expect(readPageConfig('?projectId=p', { ...defaults, servicesUrl: 'http://localhost:8787' }).localWorld).toBe(true);
    expect(readPageConfig('?projectId=p', { ...defaults, servicesUrl: 'https://services.example' }).localWorld).toBe(false);
    expect(readPageConfig('?projectId=p', { ...defaults, servicesUrl: 'https://127.0.0.1.example' }).localWorld).toBe(false);
  });

  it('name every bad setting', () => {
    expect(() => readPageConfig('', defaults)).toThrow("The wallet frame's settings are not valid: projectId must be 1 to 128");
    expect(() => readPageConfig('?projectId=a b', { ...defaults, rpcUrl: 'ftp://x' })).toThrow(/projectId .*; rpc must be an http/);
    expect(() => readPageConfig('?projectId=p', { ...defaults, solanaRpcUrl: 'ws://x', solanaGenesisHash: '0x00' })).toThrow(/solanaRpc must be an http.*; solanaGenesisHash must be a base58 genesis hash/);
  });
});

describe('the networks', () => {
  const networks = new Networks(frameNetworks('http://127.0.0.1:8545'));

  it('know the devnet by any way of writing its id', () => {
    for (const id of [31337, '31337', '0x7a69', 'eip155:31337']) expect(networks.find(id)?.caipNetworkId).toBe('eip155:31337');
  });

  it('refuse others with "Chain is not supported"', () => {
    for (const id of [1, 'eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'garbage']) expect(() => networks.require(id)).toThrow(CHAIN_NOT_SUPPORTED);
    expect(evmChainId(-1)).toBeUndefined();
    expect(evmChainId('eip155:')).toBeUndefined();
  });
});

describe('the Solana networks', () => {
  const networks = new SolanaNetworks(solanaFrameNetworks('http://127.0.0.1:8899', GENESIS));

  it('know the local chain by its CAIP-2 id, and take it when none is named', () => {
    expect(networks.require('solana:3ByopDBLUk2VLcuESmRyiAGvwkCRPUuN')).toEqual({ caipNetworkId: 'solana:3ByopDBLUk2VLcuESmRyiAGvwkCRPUuN', name: 'Solana Local', rpcUrl: 'http://127.0.0.1:8899' });
    expect(networks.require(undefined).name).toBe('Solana Local');
  });

  it('refuse others with "Chain is not supported"', () => {
    for (const id of ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', '3ByopDBLUk2VLcuESmRyiAGvwkCRPUuN', 31337]) expect(() => networks.require(id)).toThrow(CHAIN_NOT_SUPPORTED);
    expect(() => new SolanaNetworks(solanaFrameNetworks('http://127.0.0.1:8899', 'short')).require(undefined)).toThrow(CHAIN_NOT_SUPPORTED);
  });
});
