// The history indexer: on request, it reads the blocks a chain has mined since it last looked and
// stores every native transfer (a transaction's value) and every ERC-20 Transfer log of a known
// token. Simple on purpose: one catch-up at a time per chain, each chunk of blocks committed with
// the block it reached, so a crash or a concurrent process never loses or doubles a transfer.
// A chain that no longer has the block last indexed (restarted from genesis, reorganised) is
// read again from the start. Transfers made inside contracts
// (a router paying out ETH) carry no log and are not seen.
import { dataSlice, getAddress, id as topicOf, type Block, type Log, type TransactionResponse } from 'ethers';
import type { Chain } from '../../chain/chains.js';
import type { Db, Queryable } from '../../db/db.js';

const TRANSFER_TOPIC = topicOf('Transfer(address,address,uint256)');
/** Blocks read and committed together. */
const CHUNK = 200;
/** Blocks fetched at once. */
const PARALLEL = 8;

interface TransferRow {
  txHash: string;
  logIndex: number;
  block: number;
  txIndex: number;
  minedAt: number;
  txFrom: string;
  txTo: string | null;
  from: string;
  to: string;
  token: string | null;
  amount: bigint;
}

async function inBatches<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return results;
}

const lower = (address: string) => address.toLowerCase();

export class HistoryIndexer {
  readonly #tails = new Map<string, Promise<void>>();

  constructor(private readonly db: Db) {}

  /** Resolves once every block mined before the call is indexed. Calls for one chain run one after another. */
  catchUp(chain: Chain): Promise<void> {
    const run = (this.#tails.get(chain.id) ?? Promise.resolve()).catch(() => undefined).then(() => this.#catchUp(chain));
    this.#tails.set(chain.id, run);
    return run;
  }

  async #catchUp(chain: Chain): Promise<void> {
    const latest = await chain.provider.getBlockNumber();
    const first = await this.#resume(chain);
    for (let start = first; start <= latest; start += CHUNK) {
      const end = Math.min(start + CHUNK - 1, latest);
      const { rows, lastHash } = await this.#read(chain, start, end);
      await this.db.transaction(async (tx) => {
        await insertTransfers(tx, chain.id, rows);
        await tx.query(
          `insert into chain_index_state (chain_id, last_block, last_hash) values ($1, $2, $3)
           on conflict (chain_id) do update set last_block = excluded.last_block, last_hash = excluded.last_hash
           where chain_index_state.last_block < excluded.last_block`,
          [chain.id, end, lastHash],
        );
      });
    }
  }

  /**
   * The first block not indexed yet. When the chain no longer has the block last indexed (a dev
   * chain restarted from genesis, a reorganisation), its transfers are dropped and read again.
   */
  async #resume(chain: Chain): Promise<number> {
    const from = chain.config.indexFromBlock ?? 0;
    const [state] = await this.db.query<{ last_block: string | number; last_hash: string | null }>('select last_block, last_hash from chain_index_state where chain_id = $1', [chain.id]);
    if (!state) return from;
    const last = Number(state.last_block);
    const block = await chain.provider.getBlock(last);
    if (block && (state.last_hash === null || block.hash === state.last_hash)) return last + 1;
    await this.db.transaction(async (tx) => {
      await tx.query('delete from chain_transfers where chain_id = $1', [chain.id]);
      await tx.query('delete from chain_index_state where chain_id = $1', [chain.id]);
    });
    return from;
  }

  async #read(chain: Chain, start: number, end: number): Promise<{ rows: TransferRow[]; lastHash: string | null }> {
    const numbers = Array.from({ length: end - start + 1 }, (_, i) => start + i);
    const blocks = await inBatches(numbers, PARALLEL, async (n) => {
      const block = await chain.provider.getBlock(n, true);
      if (!block) throw new Error(`${chain.id} has no block ${n} yet`);
      return block;
    });
    const txs = new Map<string, { tx: TransactionResponse; block: Block }>();
    for (const block of blocks) for (const tx of block.prefetchedTransactions) txs.set(tx.hash, { tx, block });

    const rows: TransferRow[] = [];
    const valued = [...txs.values()].filter(({ tx }) => tx.value > 0n);
    await inBatches(valued, PARALLEL, async ({ tx, block }) => {
      const receipt = await chain.provider.getTransactionReceipt(tx.hash);
      const to = tx.to ?? receipt?.contractAddress;
      if (receipt?.status !== 1 || !to) return;
      rows.push({ txHash: tx.hash, logIndex: -1, block: block.number, txIndex: tx.index, minedAt: block.timestamp, txFrom: tx.from, txTo: tx.to, from: tx.from, to, token: null, amount: tx.value });
    });

    if (chain.tokens.length) {
      const logs = await chain.provider.getLogs({ fromBlock: start, toBlock: end, address: chain.tokens.map((t) => t.address), topics: [TRANSFER_TOPIC] });
      for (const log of logs) {
        const row = transferOfLog(log, txs.get(log.transactionHash));
        if (row) rows.push(row);
      }
    }
    return { rows, lastHash: blocks.at(-1)?.hash ?? null };
  }
}

/** An ERC-20 Transfer (three topics, the amount as data); NFTs' Transfer has four topics and is skipped. */
function transferOfLog(log: Log, mined: { tx: TransactionResponse; block: Block } | undefined): TransferRow | undefined {
  if (!mined || log.topics.length !== 3 || log.data.length !== 66) return undefined;
  const { tx, block } = mined;
  return {
    txHash: log.transactionHash,
    logIndex: log.index,
    block: log.blockNumber,
    txIndex: log.transactionIndex,
    minedAt: block.timestamp,
    txFrom: tx.from,
    txTo: tx.to,
    from: getAddress(dataSlice(log.topics[1]!, 12)),
    to: getAddress(dataSlice(log.topics[2]!, 12)),
    token: log.address,
    amount: BigInt(log.data),
  };
}

async function insertTransfers(tx: Queryable, chainId: string, rows: readonly TransferRow[]): Promise<void> {
  for (const row of rows) {
    await tx.query(
      `insert into chain_transfers (chain_id, tx_hash, log_index, block_number, tx_index, mined_at, tx_from, tx_to, from_address, to_address, token_address, amount)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) on conflict do nothing`,
      [chainId, lower(row.txHash), row.logIndex, row.block, row.txIndex, row.minedAt, lower(row.txFrom), row.txTo && lower(row.txTo), lower(row.from), lower(row.to), row.token && lower(row.token), row.amount.toString()],
    );
  }
}
