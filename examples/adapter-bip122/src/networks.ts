import type { CaipNetwork } from '@latch/core';

/** Bitcoin's regtest chain, as the stand-in wallet and a local bitcoind say it: CAIP-2 `bip122:` and the genesis hash's first 32 hex digits. */
export const bitcoinRegtest: CaipNetwork = {
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
  chainNamespace: 'bip122',
  name: 'Bitcoin Regtest',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['http://127.0.0.1:18443'] } },
  testnet: true,
};
