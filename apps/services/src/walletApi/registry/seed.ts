// Writes the registry into the database at each start: one statement, so a start stays quick.
import type { Queryable } from '../../db/db.js';
import { generatedWallets } from './generatedWallets.js';
import { realWallets } from './realWallets.js';
import type { RegistryWallet } from './types.js';

export function registry(): RegistryWallet[] {
  return [...realWallets(), ...generatedWallets()];
}

const COLUMNS = 'id, name, rank, image_id, rdns, chains, mobile_link, desktop_link, webapp_link, app_store, play_store, homepage, badge_type';

/** Inserts or refreshes every wallet of the registry, and its image. */
export async function seedWallets(db: Queryable, wallets: readonly RegistryWallet[] = registry()): Promise<void> {
  const rows = JSON.stringify(wallets);
  await db.query(
    `insert into wallets (${COLUMNS})
     select ${COLUMNS} from jsonb_to_recordset($1::jsonb) as w(
       id text, name text, rank integer, image_id text, rdns text, chains text[], mobile_link text, desktop_link text,
       webapp_link text, app_store text, play_store text, homepage text, badge_type text)
     on conflict (id) do update set ${COLUMNS.split(', ')
       .slice(1)
       .map((column) => `${column} = excluded.${column}`)
       .join(', ')}`,
    [rows],
  );
  await db.query(
    `insert into images (kind, id, label)
     select 'wallet', image_id, name from jsonb_to_recordset($1::jsonb) as w(image_id text, name text)
     on conflict (kind, id) do update set label = excluded.label`,
    [rows],
  );
}
