// Solana's clusters. A Solana CAIP-2 reference is the first 32 characters of the cluster's genesis hash.
import { defineNetwork } from './defineNetwork.js';

const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const;

/** Each cluster's CAIP-2 reference, by the name Wallet Standard wallets give it (`solana:mainnet`). */
export const solanaClusters = { mainnet: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', devnet: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1', testnet: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z' } as const;

export const solanaMainnet = /*#__PURE__*/ defineNetwork({
  id: solanaClusters.mainnet,
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'], webSocket: ['wss://api.mainnet-beta.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
});

// The devnet and testnet explorers take the cluster as a query (`?cluster=devnet`), which an address
// path appended to the URL would not keep; Solana Explorer's own cluster URLs are given as they are.
export const solanaDevnet = /*#__PURE__*/ defineNetwork({
  id: solanaClusters.devnet,
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['https://api.devnet.solana.com'], webSocket: ['wss://api.devnet.solana.com'] } },
  blockExplorers: { default: { name: 'Solana Explorer', url: 'https://explorer.solana.com/?cluster=devnet' } },
  testnet: true,
});

export const solanaTestnet = /*#__PURE__*/ defineNetwork({
  id: solanaClusters.testnet,
  chainNamespace: 'solana',
  name: 'Solana Testnet',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['https://api.testnet.solana.com'], webSocket: ['wss://api.testnet.solana.com'] } },
  blockExplorers: { default: { name: 'Solana Explorer', url: 'https://explorer.solana.com/?cluster=testnet' } },
  testnet: true,
});
