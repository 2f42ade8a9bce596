import { ONRAMP_SDK_CHAINS, SWAP_CHAIN_IDS } from '../tradingConstants.js';
import { DEFAULT_CHAIN } from '../constants.js';
import type { CaipNetwork } from '../caip/network.js';
import * as chains from './index.js';

/** Every network of the catalogue; a `CaipNetwork` each, as `createLatch` takes them. */
const networks = (Object.values(chains) as unknown[]).filter((value): value is CaipNetwork => typeof value === 'object' && value !== null && 'caipNetworkId' in value);
const byId = (caipNetworkId: string) => networks.find((network) => network.caipNetworkId === caipNetworkId);

/** The onramp SDK's chain names (SPEC 9) and the networks they name. */
const ONRAMP_CHAIN_IDS: Record<(typeof ONRAMP_SDK_CHAINS)[number], number> = {
  ethereum: 1,
  arbitrum: 42161,
  polygon: 137,
  berachain: 80094,
  'avalanche-c-chain': 43114,
  optimism: 10,
  celo: 42220,
  base: 8453,
};

describe('the chain catalogue (SPEC 9)', () => {
  it('has every swap network, every onramp SDK chain and the default chain', () => {
    const eip155 = [...SWAP_CHAIN_IDS, ...ONRAMP_SDK_CHAINS.map((name) => ONRAMP_CHAIN_IDS[name])].map((id) => `eip155:${id}`);
    expect([...eip155, DEFAULT_CHAIN].filter((id) => !byId(id))).toEqual([]);
  });

  it('has Sepolia and Base Sepolia, Solana mainnet, devnet and testnet, and Bitcoin mainnet and testnet by their CAIP-2 ids', () => {
    expect(chains.sepolia.caipNetworkId).toBe('eip155:11155111');
    expect(chains.baseSepolia.caipNetworkId).toBe('eip155:84532');
    expect(chains.solanaMainnet.caipNetworkId).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp');
    expect(chains.solanaDevnet.caipNetworkId).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1');
    expect(chains.solanaTestnet.caipNetworkId).toBe('solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z');
    expect(chains.bitcoin.caipNetworkId).toBe('bip122:000000000019d6689c085ae165831e93');
    expect(chains.bitcoinTestnet.caipNetworkId).toBe('bip122:000000000933ea01ad0ee984209779ba');
    expect(networks.filter((network) => network.testnet).map((network) => network.name).sort()).toEqual(
      ['Base Sepolia', 'Bitcoin Testnet', 'Sepolia', 'Solana Devnet', 'Solana Testnet'],
    );
  });

  it('gives each network public https RPC URLs, an explorer, and its icon as the services\' asset image of its CAIP-2 id', () => {
    for (const network of networks) {
      expect(network.rpcUrls.default.http.every((url) => url.startsWith('https://'))).toBe(true);
      expect(network.blockExplorers?.default.url).toMatch(/^https:\/\//);
      expect(network.assets).toEqual({ imageId: network.caipNetworkId });
    }
    expect(new Set(networks.map((network) => network.caipNetworkId)).size).toBe(networks.length);
  });
});
