// `@latch/core/chains`: the networks SPEC 9 names, each an `export const` of plain data, so a bundle
// keeps only those an app imports (chains.bundle.test.ts checks it), and `defineNetwork` for any other.
export { defineNetwork, type DefinedNetwork, type NetworkDefinition } from './defineNetwork.js';
export { mainnet } from './mainnet.js';
export { arbitrum, aurora, avalanche, base, baseSepolia, berachain, bsc, celo, fantom, gnosis, kaia, optimism, polygon, sepolia, zksync } from './evm.js';
export { solanaClusters, solanaDevnet, solanaMainnet, solanaTestnet } from './solana.js';
export { bitcoin, bitcoinTestnet } from './bitcoin.js';
