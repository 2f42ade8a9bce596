// Solana's clusters. A Solana CAIP-2 reference is the first 32 characters of the cluster's genesis hash.
import { defineNetwork } from './defineNetwork.js';

const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const;

export const solanaMainnet = /*#__PURE__*/ defineNetwork({
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'], webSocket: ['wss://api.mainnet-beta.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
});

// The devnet and testnet explorers take the cluster as a query (`?cluster=devnet`), which an address
// path appended to the URL would not keep; Solana Explorer's own cluster URLs are given as they are.
export const solanaDevnet = /*#__PURE__*/ defineNetwork({
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['https://api.devnet.solana.com'], webSocket: ['wss://api.devnet.solana.com'] } },
  blockExplorers: { default: { name: 'Solana Explorer', url: 'https://explorer.solana.com/?cluster=devnet' } },
  testnet: true,
});

export const solanaTestnet = /*#__PURE__*/ defineNetwork({
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  chainNamespace: 'solana',
  name: 'Solana Testnet',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['https://api.testnet.solana.com'], webSocket: ['wss://api.testnet.solana.com'] } },
  blockExplorers: { default: { name: 'Solana Explorer', url: 'https://explorer.solana.com/?cluster=testnet' } },
  testnet: true,
});
