import { solanaLocalNetwork, solanaNetwork } from './network.js';

const GENESIS = '3ByopDBLUk2VLcuESmRyiAGvwkCRPUuNA7gyDUudbaiP';

describe('Solana networks', () => {
  it('writes a chain as core knows a network: solana: and 32 characters of the genesis hash, SOL its currency, its image by its CAIP-2 id', () => {
    expect(solanaNetwork({ genesisHash: GENESIS, name: 'Solana Devnet', rpcUrl: 'https://rpc.example' })).toEqual({
      id: '3ByopDBLUk2VLcuESmRyiAGvwkCRPUuN',
      caipNetworkId: 'solana:3ByopDBLUk2VLcuESmRyiAGvwkCRPUuN',
      chainNamespace: 'solana',
      name: 'Solana Devnet',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: ['https://rpc.example'] } },
      assets: { imageId: 'solana:3ByopDBLUk2VLcuESmRyiAGvwkCRPUuN' },
    });
  });

  it('makes the local chain a testnet named "Solana Local", with its WebSocket when given', () => {
    expect(solanaLocalNetwork({ genesisHash: GENESIS, rpcUrl: 'http://127.0.0.1:8899', wsUrl: 'ws://127.0.0.1:8900' })).toMatchObject({
      name: 'Solana Local',
      testnet: true,
      rpcUrls: { default: { http: ['http://127.0.0.1:8899'], webSocket: ['ws://127.0.0.1:8900'] } },
    });
  });
});
