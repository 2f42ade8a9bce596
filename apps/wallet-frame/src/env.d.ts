/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Baked in by vite.config.ts from LATCH_SERVICES_URL or LATCH_SERVICES_PORT; the chains come from the services (GET /v1/chains). */
  readonly VITE_LATCH_SERVICES_URL: string;
  /** Baked in by vite.config.ts: true when built with LATCH_ENV=local (the local world), the only build whose new accounts ask the dev faucet. */
  readonly VITE_LATCH_LOCAL_WORLD: boolean;
}
