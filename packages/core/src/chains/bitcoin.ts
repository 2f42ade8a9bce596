// Bitcoin's chains, for a bip122 adapter. A BIP-122 CAIP-2 reference is the first 32 hex digits of the genesis block's hash.
import { defineNetwork } from './defineNetwork.js';

const BTC = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 } as const;

export const bitcoin = /*#__PURE__*/ defineNetwork({
  id: '000000000019d6689c085ae165831e93',
  chainNamespace: 'bip122',
  name: 'Bitcoin',
  nativeCurrency: BTC,
  rpcUrls: { default: { http: ['https://bitcoin-rpc.publicnode.com'] } },
  blockExplorers: { default: { name: 'mempool.space', url: 'https://mempool.space' } },
});

export const bitcoinTestnet = /*#__PURE__*/ defineNetwork({
  id: '000000000933ea01ad0ee984209779ba',
  chainNamespace: 'bip122',
  name: 'Bitcoin Testnet',
  nativeCurrency: BTC,
  rpcUrls: { default: { http: ['https://bitcoin-testnet-rpc.publicnode.com'] } },
  blockExplorers: { default: { name: 'mempool.space', url: 'https://mempool.space/testnet' } },
  testnet: true,
});
