// CAIP-2 ids of the chains the registry's wallets declare.
export const ETHEREUM = 'eip155:1';
export const EVM = [ETHEREUM, 'eip155:10', 'eip155:56', 'eip155:137', 'eip155:8453', 'eip155:42161', 'eip155:43114', 'eip155:100', 'eip155:324', 'eip155:59144'] as const;
export const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
export const BITCOIN = 'bip122:000000000019d6689c085ae165831e93';
export const COSMOS = 'cosmos:cosmoshub-4';
export const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182';
