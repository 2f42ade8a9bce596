// /getWallets: its query (SPEC 7) checked, and turned into one page of the registry.
import { z } from 'zod';
import type { Queryable } from '../db/db.js';
import type { RegistryWallet } from './registry/types.js';

/** Wallet paging is 40 a page and search shows 100 (SPEC 9); no page may ask for more than this. */
export const MAX_ENTRIES = 100;
export const DEFAULT_ENTRIES = 40;
const MAX_LIST = 500;

const count = (max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(1, 'must be at least 1').max(max, `must be at most ${max}`));

/** A comma-separated list; blanks around and between items are dropped. */
const list = (item: z.ZodString) =>
  z
    .string()
    .transform((value) => value.split(',').map((part) => part.trim()).filter(Boolean))
    .pipe(z.array(item).max(MAX_LIST, `must list at most ${MAX_LIST} items`));

const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/;

/**
 * Local development chains (anvil, hardhat) that no listing names: any wallet of their namespace
 * can add them, so a wallet serving any chain of that namespace matches.
 */
export const LOCAL_DEV_CHAINS: readonly string[] = ['eip155:31337', 'eip155:1337'];

export const walletsQuerySchema = z.object({
  page: count(100_000).default(1),
  entries: count(MAX_ENTRIES).default(DEFAULT_ENTRIES),
  include: list(z.string().max(128)).optional(),
  exclude: list(z.string().max(128)).optional(),
  chains: list(z.string().regex(CAIP2, 'must be CAIP-2 chain ids such as eip155:1')).optional(),
  search: z
    .string()
    .transform((value) => value.trim())
    .pipe(z.string().max(100, 'must be at most 100 characters'))
    .optional(),
  badge_type: z.enum(['certified', 'none'], 'must be certified or none').optional(),
});
export type WalletsQuery = z.output<typeof walletsQuerySchema>;

export interface WalletsPage {
  wallets: RegistryWallet[];
  count: number;
}

/** The page the query asks for, and how many wallets match it in all. Known wallets come first. */
export async function findWallets(db: Queryable, query: WalletsQuery): Promise<WalletsPage> {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const where: string[] = [];
  if (query.include?.length) where.push(`id = any(${param(query.include)}::text[])`);
  if (query.exclude?.length) where.push(`not (id = any(${param(query.exclude)}::text[]))`);
  if (query.chains?.length) {
    const namespaces = [...new Set(query.chains.filter((c) => LOCAL_DEV_CHAINS.includes(c)).map((c) => `${c.split(':')[0]}:%`))];
    const byNamespace = namespaces.length ? ` or exists (select 1 from unnest(chains) as chain where chain like any(${param(namespaces)}::text[]))` : '';
    where.push(`(chains && ${param(query.chains)}::text[]${byNamespace})`);
  }
  if (query.badge_type === 'certified') where.push(`badge_type = 'certified'`);
  let order = 'rank, name';
  if (query.search) {
    const term = param(query.search.toLowerCase());
    where.push(`strpos(lower(name), ${term}) > 0`);
    order = `strpos(lower(name), ${term}) = 1 desc, ${order}`;
  }
  const filter = where.length ? `where ${where.join(' and ')}` : '';
  // One round trip: the count beside the page, joined so that a page past the end still brings
  // the count (a row whose wallet columns are null).
  const rows = await db.query<WalletRow>(
    `select matched.total_count, page.* from (select count(*)::int as total_count from wallets ${filter}) as matched
     left join lateral (select * from wallets ${filter} order by ${order} limit ${param(query.entries)} offset ${param((query.page - 1) * query.entries)}) as page on true
     order by ${order}`,
    params,
  );
  const wallets = rows.filter((row) => row.id !== null).map(({ total_count: _count, ...wallet }) => wallet as RegistryWallet);
  return { wallets, count: rows[0]?.total_count ?? 0 };
}

type WalletRow = Omit<RegistryWallet, 'id'> & { id: string | null; total_count: number } & Record<string, unknown>;
