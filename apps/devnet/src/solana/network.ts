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

/** SOL's price in USDC that the local chains' SOL/USDC pool holds its reserves at (the devnet's ETH price is a table entry too). */
export const SOLANA_POOL_SOL_USD_PRICE = 150;

/** A constant-product SOL/USDC pool as a price reader sees it: the two SPL token accounts holding its reserves. */
export interface SolanaSolUsdcPool {
  /** The wrapped-SOL token account (SOL's reserve). */
  baseVault: string;
  /** The USDC token account (USDC's reserve). */
  quoteVault: string;
  /** The owner of both vaults: the pool's program authority. */
  authority: string;
}

/**
 * Raydium's AMM v4 SOL/USDC pool on mainnet (`58oQChx4yWmvKdwLLZzBi4ChoCc2fqCUWBkwMihLYQo2`): its
 * coin and pc token accounts and the AMM authority, as Raydium's own interface lists them
 * (raydium-io/raydium-ui, `src/utils/pools.ts`, `SOL-USDC` v4). The rehearsal places its vaults there.
 */
export const SOLANA_MAINNET_SOL_USDC_POOL: SolanaSolUsdcPool = {
  baseVault: 'DQyrAcCrDXQ7NeoqGgDCZwBvWDcYmFCjSb9JtteuvPpz',
  quoteVault: 'HLmqeL62xR1QoZ1HKKbXRrdN1p3phKpxRMb2VVopvBBz',
  authority: '5Q544fKrFoe6tsEbD7S8EmxGTJYAKtTVhAW5Q5pge4j1',
};
