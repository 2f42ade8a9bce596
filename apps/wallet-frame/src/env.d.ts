/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Baked in by vite.config.ts from LATCH_SERVICES_URL or LATCH_SERVICES_PORT. */
  readonly VITE_LATCH_SERVICES_URL: string;
  /** Baked in by vite.config.ts from LATCH_RPC_URL or LATCH_ANVIL_PORT. */
  readonly VITE_LATCH_RPC_URL: string;
}
