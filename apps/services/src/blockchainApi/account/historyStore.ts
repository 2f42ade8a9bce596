// One page of an account's indexed history: its transactions newest first, each with the
// transfers that involve the account. The cursor is the position of the page's last transaction.
import { z } from 'zod';
import type { Queryable } from '../../db/db.js';

export const HISTORY_PAGE_SIZE = 20;

/** Where a page ends: mined at, chain, block, index in block. */
export type Position = [minedAt: number, chainId: string, block: number, txIndex: number];

const positionSchema = z.tuple([z.number().int().nonnegative(), z.string().max(48), z.number().int().nonnegative(), z.number().int().nonnegative()]);

export const encodeCursor = (position: Position) => Buffer.from(JSON.stringify(position)).toString('base64url');

/** The cursor a previous page gave as `next`. */
export const cursorSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,200}$/, 'must be the next cursor of a previous page')
  .transform((cursor, ctx): Position => {
    try {
      return positionSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be the next cursor of a previous page' });
      return z.NEVER;
    }
  });

export interface StoredTransfer {
  chainId: string;
  txHash: string;
  minedAt: number;
  block: number;
  txIndex: number;
  from: string;
  to: string;
  token: string | null;
  amount: bigint;
}

export interface StoredTransaction {
  position: Position;
  hash: string;
  transfers: StoredTransfer[];
}

interface TransferRecord extends Record<string, unknown> {
  chain_id: string;
  tx_hash: string;
  mined_at: string | number | bigint;
  block_number: string | number | bigint;
  tx_index: number;
  from_address: string;
  to_address: string;
  token_address: string | null;
  amount: string | number | bigint;
}

/** Up to `limit` transactions of `account` on `chainIds`, before `cursor` if given. */
export async function historyPage(db: Queryable, account: string, chainIds: readonly string[], cursor: Position | undefined, limit: number): Promise<StoredTransaction[]> {
  const params: unknown[] = [account.toLowerCase(), [...chainIds]];
  const before = cursor ? `and (mined_at, chain_id, block_number, tx_index) < ($3::bigint, $4::text, $5::bigint, $6::int)` : '';
  if (cursor) params.push(...cursor);
  const limitParam = `$${params.push(limit)}::int`;
  const txs = await db.query<{ chain_id: string; tx_hash: string }>(
    `select chain_id, tx_hash, mined_at, block_number, tx_index from chain_transfers
     where (from_address = $1 or to_address = $1) and chain_id = any($2::text[]) ${before}
     group by chain_id, tx_hash, mined_at, block_number, tx_index
     order by mined_at desc, chain_id desc, block_number desc, tx_index desc
     limit ${limitParam}`,
    params,
  );
  if (!txs.length) return [];
  const rows = await db.query<TransferRecord>(
    `select * from chain_transfers where tx_hash = any($2::text[]) and (from_address = $1 or to_address = $1) order by log_index`,
    [account.toLowerCase(), txs.map((tx) => tx.tx_hash)],
  );
  return txs.map(({ chain_id, tx_hash }) => {
    const transfers = rows.filter((row) => row.chain_id === chain_id && row.tx_hash === tx_hash).map(toTransfer);
    const { minedAt, block, txIndex } = transfers[0]!;
    return { position: [minedAt, chain_id, block, txIndex], hash: tx_hash, transfers };
  });
}

function toTransfer(row: TransferRecord): StoredTransfer {
  return {
    chainId: row.chain_id,
    txHash: row.tx_hash,
    minedAt: Number(row.mined_at),
    block: Number(row.block_number),
    txIndex: row.tx_index,
    from: row.from_address,
    to: row.to_address,
    token: row.token_address,
    amount: BigInt(String(row.amount)),
  };
}
