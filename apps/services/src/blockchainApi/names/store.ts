// Registered names and the addresses they point to, by coin type.
import type { Queryable } from '../../db/db.js';

/** A profile as the client reads it (core's profileSchema). */
export interface Profile {
  name: string;
  /** Unix seconds. */
  registered: number;
  updated: number;
  addresses: Record<string, { address: string }>;
  attributes: Record<string, string>;
}

interface ProfileRow extends Record<string, unknown> {
  name: string;
  registered: number | string;
  updated: number | string;
  attributes: Record<string, string> | string;
  addresses: { coinType: number | string; address: string }[] | string;
}

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

function toProfile(row: ProfileRow): Profile {
  const addresses = Object.fromEntries(json(row.addresses).map((entry) => [String(entry.coinType), { address: entry.address }]));
  return { name: row.name, registered: Number(row.registered), updated: Number(row.updated), addresses, attributes: json(row.attributes) };
}

const PROFILES = `
  select n.name, extract(epoch from n.registered_at)::bigint as registered, extract(epoch from n.updated_at)::bigint as updated,
    n.attributes, coalesce((select json_agg(json_build_object('coinType', a.coin_type, 'address', a.address) order by a.coin_type)
      from profile_addresses a where a.name = n.name), '[]'::json) as addresses
  from profile_names n`;

/** Stores a new name pointing to `address` for `coinType`; false if the name is taken. */
export async function registerName(db: Queryable, name: string, coinType: number, address: string): Promise<boolean> {
  const created = await db.query('insert into profile_names (name) values ($1) on conflict (name) do nothing returning name', [name]);
  if (!created.length) return false;
  await db.query('insert into profile_addresses (name, coin_type, address) values ($1, $2, $3)', [name, coinType, address]);
  return true;
}

export async function findProfile(db: Queryable, name: string): Promise<Profile | undefined> {
  const [row] = await db.query<ProfileRow>(`${PROFILES} where n.name = $1`, [name]);
  return row ? toProfile(row) : undefined;
}

/** The profiles with an address record for `address` (any coin type), oldest first. */
export async function profilesOf(db: Queryable, address: string): Promise<Profile[]> {
  const rows = await db.query<ProfileRow>(
    `${PROFILES} where n.name in (select name from profile_addresses where lower(address) = lower($1)) order by n.registered_at, n.name`,
    [address],
  );
  return rows.map(toProfile);
}

/** Which of `names` are registered. */
export async function takenNames(db: Queryable, names: readonly string[]): Promise<Set<string>> {
  const rows = await db.query<{ name: string }>('select name from profile_names where name = any($1::text[])', [[...names]]);
  return new Set(rows.map((row) => row.name));
}
