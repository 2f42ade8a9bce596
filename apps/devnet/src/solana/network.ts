/**
 * The local Solana chain's genesis hash. Fixed rather than derived from the genesis state, so the
 * network keeps one CAIP-2 id across restarts: bs58(sha256("latch local solana genesis")).
 */
export const SOLANA_DEVNET_GENESIS_HASH = '3ByopDBLUk2VLcuESmRyiAGvwkCRPUuNA7gyDUudbaiP';

/** `solana:` and the first 32 characters of the genesis hash, as every Solana CAIP-2 id is formed. */
export const solanaCaipNetworkId = (genesisHash: string) => `solana:${genesisHash.slice(0, 32)}` as const;

export const SOLANA_DEVNET_CAIP_NETWORK_ID = solanaCaipNetworkId(SOLANA_DEVNET_GENESIS_HASH);

/** Solana mainnet-beta's genesis hash (Solana's own validator scripts expect it of mainnet), which the rehearsal answers. */
export const SOLANA_MAINNET_GENESIS_HASH = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d';

/** SOL each dev keypair holds at start. */
export const SOLANA_FUNDED_SOL = 1000;

/** The devnet USDC mint: 6 decimals like mainnet USDC; every dev keypair holds FUNDED_TOKEN_AMOUNT of it. */
export const SOLANA_DEV_USDC = { name: 'USD Coin (Devnet)', symbol: 'USDC', decimals: 6 } as const;

/** Circle's USDC on Solana mainnet, at its mint address; the rehearsal places a mint there whose authority is the treasury. */
export const SOLANA_MAINNET_USDC = { mint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', name: 'USD Coin', symbol: 'USDC', decimals: 6 } as const;

/** A USDC mint as the chain reports it. */
export interface SolanaUsdc {
  mint: string;
  name: string;
  symbol: string;
  decimals: number;
}
