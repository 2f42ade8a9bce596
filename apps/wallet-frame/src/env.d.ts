/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Baked in by vite.config.ts from LATCH_SERVICES_URL or LATCH_SERVICES_PORT. */
  readonly VITE_LATCH_SERVICES_URL: string;
  /** Baked in by vite.config.ts from LATCH_RPC_URL or LATCH_ANVIL_PORT. */
  readonly VITE_LATCH_RPC_URL: string;
  /** Baked in by vite.config.ts from LATCH_SOLANA_RPC_URL or LATCH_SOLANA_PORT. */
  readonly VITE_LATCH_SOLANA_RPC_URL: string;
  /** The local Solana chain's fixed genesis hash (@latch/devnet), baked in by vite.config.ts. */
  readonly VITE_LATCH_SOLANA_GENESIS_HASH: string;
  /** Baked in by vite.config.ts from LATCH_BUNDLER_URL or LATCH_BUNDLER_PORT. */
  readonly VITE_LATCH_BUNDLER_URL: string;
  /** The ERC-4337 EntryPoint, SimpleAccountFactory and SessionAccountFactory (@latch/devnet), baked in by vite.config.ts. */
  readonly VITE_LATCH_ENTRY_POINT: string;
  readonly VITE_LATCH_ACCOUNT_FACTORY: string;
  readonly VITE_LATCH_SESSION_ACCOUNT_FACTORY: string;
}
