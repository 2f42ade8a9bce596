/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Baked in by vite.config.ts from LATCH_RELAY_URL or LATCH_RELAY_PORT. */
  readonly VITE_LATCH_RELAY_URL: string;
  /** Baked in by vite.config.ts from LATCH_RPC_URL or LATCH_ANVIL_PORT. */
  readonly VITE_LATCH_RPC_URL: string;
  /** Baked in by vite.config.ts from LATCH_SOLANA_RPC_URL or LATCH_SOLANA_PORT. */
  readonly VITE_LATCH_SOLANA_RPC_URL: string;
  /** Baked in by vite.config.ts from LATCH_SERVICES_URL or LATCH_SERVICES_PORT: the Farcaster tab's relay is its `/farcaster`. */
  readonly VITE_LATCH_SERVICES_URL: string;
}
