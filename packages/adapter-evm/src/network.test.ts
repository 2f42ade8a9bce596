import { evmNetwork } from './network.js';

describe('evmNetwork', () => {
  it("writes an EIP-155 chain as core knows a network: eip155:<id>, Ether unless told, one RPC URL, the services' image of its id", () => {
    expect(evmNetwork({ id: 31337, name: 'Latch Devnet', rpcUrl: 'http://127.0.0.1:8545' })).toEqual({
      id: 31337,
      caipNetworkId: 'eip155:31337',
      chainNamespace: 'eip155',
      name: 'Latch Devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
      assets: { imageId: 'eip155:31337' },
    });
  });

  it('carries what it is given besides: its currency, explorer, images and whether it is a testnet', () => {
    const gnosis = evmNetwork({
      id: 100,
      name: 'Gnosis',
      rpcUrl: 'https://rpc.gnosischain.com',
      nativeCurrency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
      blockExplorer: { name: 'Gnosisscan', url: 'https://gnosisscan.io' },
      assets: { imageUrl: 'https://example.com/gnosis.png' },
      testnet: false,
    });
    expect(gnosis).toMatchObject({
      caipNetworkId: 'eip155:100',
      nativeCurrency: { symbol: 'XDAI' },
      blockExplorers: { default: { name: 'Gnosisscan', url: 'https://gnosisscan.io' } },
      assets: { imageUrl: 'https://example.com/gnosis.png' },
      testnet: false,
    });
  });
});
