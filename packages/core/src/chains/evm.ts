// The EIP-155 networks of SPEC 9 beside Ethereum: the swap networks, the onramp SDK's chains and two
// testnets. Facts (ids, RPC URLs, explorers, currencies) are the chains' own public ones.
import { ETHER, SEPOLIA_ETHER } from './currencies.js';
import { defineNetwork } from './defineNetwork.js';

export const arbitrum = /*#__PURE__*/ defineNetwork({
  id: 42161,
  name: 'Arbitrum One',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://arb1.arbitrum.io/rpc'] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://arbiscan.io' } },
});

export const optimism = /*#__PURE__*/ defineNetwork({
  id: 10,
  name: 'OP Mainnet',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://mainnet.optimism.io'] } },
  blockExplorers: { default: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' } },
});

export const zksync = /*#__PURE__*/ defineNetwork({
  id: 324,
  name: 'ZKsync Era',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://mainnet.era.zksync.io'], webSocket: ['wss://mainnet.era.zksync.io/ws'] } },
  blockExplorers: { default: { name: 'ZKsync Explorer', url: 'https://explorer.zksync.io' } },
});

export const base = /*#__PURE__*/ defineNetwork({
  id: 8453,
  name: 'Base',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } },
});

export const bsc = /*#__PURE__*/ defineNetwork({
  id: 56,
  name: 'BNB Smart Chain',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  rpcUrls: { default: { http: ['https://56.rpc.thirdweb.com'] } },
  blockExplorers: { default: { name: 'BscScan', url: 'https://bscscan.com' } },
});

export const polygon = /*#__PURE__*/ defineNetwork({
  id: 137,
  name: 'Polygon',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['https://polygon.drpc.org'] } },
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://polygonscan.com' } },
});

export const gnosis = /*#__PURE__*/ defineNetwork({
  id: 100,
  name: 'Gnosis',
  nativeCurrency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.gnosischain.com'], webSocket: ['wss://rpc.gnosischain.com/wss'] } },
  blockExplorers: { default: { name: 'Gnosisscan', url: 'https://gnosisscan.io' } },
});

export const avalanche = /*#__PURE__*/ defineNetwork({
  id: 43114,
  name: 'Avalanche',
  nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  rpcUrls: { default: { http: ['https://api.avax.network/ext/bc/C/rpc'] } },
  blockExplorers: { default: { name: 'SnowTrace', url: 'https://snowtrace.io' } },
});

export const fantom = /*#__PURE__*/ defineNetwork({
  id: 250,
  name: 'Fantom',
  nativeCurrency: { name: 'Fantom', symbol: 'FTM', decimals: 18 },
  rpcUrls: { default: { http: ['https://250.rpc.thirdweb.com'] } },
  blockExplorers: { default: { name: 'FTMScan', url: 'https://ftmscan.com' } },
});

export const kaia = /*#__PURE__*/ defineNetwork({
  id: 8217,
  name: 'Kaia',
  nativeCurrency: { name: 'Kaia', symbol: 'KAIA', decimals: 18 },
  rpcUrls: { default: { http: ['https://public-en.node.kaia.io'] } },
  blockExplorers: { default: { name: 'KaiaScan', url: 'https://kaiascan.io' } },
});

export const aurora = /*#__PURE__*/ defineNetwork({
  id: 1313161554,
  name: 'Aurora',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://mainnet.aurora.dev'] } },
  blockExplorers: { default: { name: 'Aurorascan', url: 'https://aurorascan.dev' } },
});

export const berachain = /*#__PURE__*/ defineNetwork({
  id: 80094,
  name: 'Berachain',
  nativeCurrency: { name: 'BERA Token', symbol: 'BERA', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.berachain.com'] } },
  blockExplorers: { default: { name: 'Berascan', url: 'https://berascan.com' } },
});

export const celo = /*#__PURE__*/ defineNetwork({
  id: 42220,
  name: 'Celo',
  nativeCurrency: { name: 'CELO', symbol: 'CELO', decimals: 18 },
  rpcUrls: { default: { http: ['https://forno.celo.org'] } },
  blockExplorers: { default: { name: 'Celo Explorer', url: 'https://celoscan.io' } },
});

export const sepolia = /*#__PURE__*/ defineNetwork({
  id: 11155111,
  name: 'Sepolia',
  nativeCurrency: SEPOLIA_ETHER,
  rpcUrls: { default: { http: ['https://11155111.rpc.thirdweb.com'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://sepolia.etherscan.io' } },
  testnet: true,
});

export const baseSepolia = /*#__PURE__*/ defineNetwork({
  id: 84532,
  name: 'Base Sepolia',
  nativeCurrency: SEPOLIA_ETHER,
  rpcUrls: { default: { http: ['https://sepolia.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://sepolia.basescan.org' } },
  testnet: true,
});
