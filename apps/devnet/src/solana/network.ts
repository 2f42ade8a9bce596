/**
 * The local Solana chain's genesis hash. Fixed rather than derived from the genesis state, so the
 * network keeps one CAIP-2 id across restarts: bs58(sha256("latch local solana genesis")).
 */
export const SOLANA_DEVNET_GENESIS_HASH = '3ByopDBLUk2VLcuESmRyiAGvwkCRPUuNA7gyDUudbaiP';

/** `solana:` and the first 32 characters of the genesis hash, as every Solana CAIP-2 id is formed. */
export const SOLANA_DEVNET_CAIP_NETWORK_ID = `solana:${SOLANA_DEVNET_GENESIS_HASH.slice(0, 32)}` as const;

/** SOL each dev keypair holds at start. */
export const SOLANA_FUNDED_SOL = 1000;

/** The devnet USDC mint: 6 decimals like mainnet USDC; every dev keypair holds FUNDED_TOKEN_AMOUNT of it. */
export const SOLANA_DEV_USDC = { name: 'USD Coin (Devnet)', symbol: 'USDC', decimals: 6 } as const;
