// From docs/adapters.md, block 18.
import { lazyAdapter, type ChainAdapter } from '@latch/core';

export function cosmosAdapter(): ChainAdapter {
  return lazyAdapter((host) => ({
    namespace: 'cosmos',
    rules: { label: 'Cosmos', address: 'cosmos1[02-9ac-hj-np-z]{38}', sends: 'native' },
    // In your package: () => import('./cosmosBody.js').then(({ createCosmosBody }) => createCosmosBody(host)).
    load: () => loadCosmosBody(host),
    // What waits for the body and asks it the same; the body lists the connectors too (watchConnectors).
    delegated: ['connect', 'reconnect', 'disconnect', 'switchNetwork', 'signMessage', 'send', 'getBalance', 'getWalletProvider'],
  }));
}
export {};
