import type { CaipNetwork } from '@latch/core';

/** A BIP-122 chain's CAIP-2 reference is the first 32 hex digits of its genesis block's hash. */
const REFERENCE_LENGTH = 32;
const BITCOIN = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 };

/** A Bitcoin chain as core knows a network: `bip122:` and its genesis hash's first 32 hex digits, BTC its currency. */
export function bip122Network({ genesisHash, name, rpcUrl, testnet }: { genesisHash: string; name: string; rpcUrl: string; testnet?: boolean }): CaipNetwork {
  const reference = genesisHash.slice(0, REFERENCE_LENGTH);
  return {
    id: reference,
    caipNetworkId: `bip122:${reference}`,
    chainNamespace: 'bip122',
    name,
    nativeCurrency: BITCOIN,
    rpcUrls: { default: { http: [rpcUrl] } },
    ...(testnet !== undefined && { testnet }),
  };
}

/** Bitcoin's regtest chain, as the stand-in wallet and a local bitcoind say it. */
export const bitcoinRegtest = bip122Network({ genesisHash: '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206', name: 'Bitcoin Regtest', rpcUrl: 'http://127.0.0.1:18443', testnet: true });
