// The local world's chains start from genesis at every start, so its services' database starts with
// them. One kept from the world before holds payments and the faucet key's nonces that the new
// chains never saw: the dev faucet's transfers waited behind them for ever (a new email account got
// no ETH) and the services logged a failed resend every minute.
import { rmSync } from 'node:fs';
import type { DatabaseConfig } from '@latch/services';

/** Empties the services' default PGlite directory; a directory the environment named, or PostgreSQL, is someone's choice to keep. */
export function startDatabaseWithChains(env: Record<string, string | undefined>, database: DatabaseConfig): void {
  if (database.kind !== 'pglite' || env.LATCH_SERVICES_DATA_DIR) return;
  rmSync(database.dataDir, { recursive: true, force: true });
}
