// The images other than wallets' (those come with the registry): networks by CAIP-2 id,
// currencies and tokens by symbol. Seeded at each start; other modules may add their own.
import type { Queryable } from '../db/db.js';

export type ImageKind = 'wallet' | 'asset' | 'currency' | 'token';

export interface ImageEntry {
  id: string;
  label: string;
}

const NETWORKS: readonly ImageEntry[] = [
  ['eip155:1', 'Ethereum'], ['eip155:10', 'OP Mainnet'], ['eip155:56', 'BNB Smart Chain'], ['eip155:100', 'Gnosis'],
  ['eip155:137', 'Polygon'], ['eip155:250', 'Fantom'], ['eip155:324', 'zkSync'], ['eip155:5000', 'Mantle'],
  ['eip155:8217', 'Kaia'], ['eip155:8453', 'Base'], ['eip155:42161', 'Arbitrum One'], ['eip155:42220', 'Celo'],
  ['eip155:43114', 'Avalanche'], ['eip155:59144', 'Linea'], ['eip155:80094', 'Berachain'], ['eip155:81457', 'Blast'],
  ['eip155:534352', 'Scroll'], ['eip155:7777777', 'Zora'], ['eip155:1313161554', 'Aurora'], ['eip155:11155111', 'Sepolia'],
  ['eip155:84532', 'Base Sepolia'], ['eip155:31337', 'Anvil Local'],
  ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana'], ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'Solana Devnet'],
  ['solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', 'Solana Testnet'],
  ['bip122:000000000019d6689c085ae165831e93', 'Bitcoin'], ['bip122:000000000933ea01ad0ee984209779ba', 'Bitcoin Testnet'],
  ['cosmos:cosmoshub-4', 'Cosmos Hub'], ['polkadot:91b171bb158e2d3848fa23a9f1c25182', 'Polkadot'],
].map(([id, label]) => ({ id: id!, label: label! }));

const CURRENCIES: readonly ImageEntry[] = [
  { id: 'USD', label: '$' },
  { id: 'EUR', label: '€' },
  { id: 'GBP', label: '£' },
];

const TOKENS: readonly ImageEntry[] = ['ETH', 'WETH', 'USDC', 'USDT', 'DAI', 'WBTC', 'BTC', 'SOL', 'POL', 'BNB', 'ARB', 'OP', 'AVAX', 'UNI', 'LINK', '1INCH'].map(
  (symbol) => ({ id: symbol, label: symbol }),
);

/** Ids of these kinds are symbols, looked up in upper case. */
export const UPPER_CASE_KINDS: ReadonlySet<ImageKind> = new Set(['currency', 'token']);

/** Adds images (or changes their labels): the Blockchain API adds its tokens' this way. */
export async function seedImages(db: Queryable, kind: ImageKind, entries: readonly ImageEntry[]): Promise<void> {
  if (!entries.length) return;
  const ids = entries.map((entry) => (UPPER_CASE_KINDS.has(kind) ? entry.id.toUpperCase() : entry.id));
  await db.query(
    `insert into images (kind, id, label) select $1, id, label from unnest($2::text[], $3::text[]) as t(id, label)
     on conflict (kind, id) do update set label = excluded.label`,
    [kind, ids, entries.map((entry) => entry.label)],
  );
}

export async function seedImageCatalog(db: Queryable): Promise<void> {
  await seedImages(db, 'asset', NETWORKS);
  await seedImages(db, 'currency', CURRENCIES);
  await seedImages(db, 'token', TOKENS);
}

export async function findImageLabel(db: Queryable, kind: ImageKind, id: string): Promise<string | null> {
  const key = UPPER_CASE_KINDS.has(kind) ? id.toUpperCase() : id;
  const [row] = await db.query<{ label: string }>('select label from images where kind = $1 and id = $2', [kind, key]);
  return row?.label ?? null;
}
