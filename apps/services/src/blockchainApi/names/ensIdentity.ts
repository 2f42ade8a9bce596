// An address's ENS identity (SPEC 7's identity: name and avatar) on the chain whose chains-file
// entry names an ENS registry: the primary name (reverse record) as ethers' lookupAddress reads it,
// which answers it only when the name resolves back to the address, and the name's `avatar` text
// record as a URL, never fetched. Kept in the database for IDENTITY_CACHE_MS (SPEC 9), answers
// without a name included, so replicas share what one read.
import { z } from 'zod';
import type { Chain } from '../../chain/chains.js';
import type { Queryable } from '../../db/db.js';

/** SPEC 9: ENS names and identities are cached 5 minutes. */
export const IDENTITY_CACHE_MS = 5 * 60_000;

export interface Identity {
  name: string | null;
  avatar: string | null;
}

/** What ENS answered: a name no longer than DNS allows, and an avatar only when it is an http(s) URL (an NFT reference or ipfs: is no image a browser loads). */
const ensAnswerSchema = z.object({
  name: z.string().min(1).max(255).nullable(),
  avatar: z.url({ protocol: /^https?$/ }).max(2048).nullable().catch(null),
});

async function readEns(chain: Chain, address: string): Promise<Identity> {
  const name = await chain.provider.lookupAddress(address);
  const avatar = name ? await (await chain.provider.getResolver(name))?.getText('avatar') : null;
  return ensAnswerSchema.parse({ name, avatar: avatar ?? null });
}

interface IdentityRow extends Record<string, unknown> {
  name: string | null;
  avatar: string | null;
}

/** `address`'s ENS identity on `chain`, from the database when read less than IDENTITY_CACHE_MS ago. A failed read rejects. */
export async function ensIdentity(db: Queryable, chain: Chain, address: string, now: number): Promise<Identity> {
  const key = address.toLowerCase();
  const [kept] = await db.query<IdentityRow>('select name, avatar from ens_identities where chain_id = $1 and address = $2 and read_at > $3', [chain.id, key, now - IDENTITY_CACHE_MS]);
  if (kept) return { name: kept.name, avatar: kept.avatar };
  const identity = await readEns(chain, address);
  await db.query(
    `insert into ens_identities (chain_id, address, name, avatar, read_at) values ($1, $2, $3, $4, $5)
     on conflict (chain_id, address) do update set name = excluded.name, avatar = excluded.avatar, read_at = excluded.read_at`,
    [chain.id, key, identity.name, identity.avatar, now],
  );
  return identity;
}
