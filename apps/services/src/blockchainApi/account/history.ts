// GET /v1/account/{account}/history (SPEC 7): the indexed transfers of an account, as core's
// transactionSchema, newest first, HISTORY_PAGE_SIZE a page.
import { getAddress } from 'ethers';
import type { Context } from 'hono';
import { z } from 'zod';
import { accountIdSchema, caip2Schema } from '../../chain/caip.js';
import type { ChainSet } from '../../chain/chains.js';
import type { AppEnv } from '../../http/env.js';
import { HttpError } from '../../http/errors.js';
import { parseParam, parseQuery } from '../../http/validate.js';
import { decimalString } from '../../chain/units.js';
import { tokenIconUrl } from '../icons.js';
import { cursorSchema, encodeCursor, HISTORY_PAGE_SIZE, historyPage, type StoredTransaction, type StoredTransfer } from './historyStore.js';
import type { HistoryIndexer } from './indexer.js';

export const historyQuery = z.object({
  cursor: cursorSchema.optional(),
  chainId: caip2Schema.optional(),
  onramp: z.string().max(64).optional(),
});

type Direction = 'in' | 'out' | 'self';

function directionOf(transfer: StoredTransfer, account: string): Direction {
  const from = transfer.from === account;
  const to = transfer.to === account;
  return from && to ? 'self' : from ? 'out' : 'in';
}

/** send when everything went out, receive when everything came in, trade when both (a swap). */
function operationType(directions: readonly Direction[]): string {
  const out = directions.some((d) => d !== 'in');
  const incoming = directions.some((d) => d === 'in');
  return out && incoming ? 'trade' : incoming ? 'receive' : 'send';
}

export async function historyHandler(c: Context<AppEnv>, chains: ChainSet, indexer: HistoryIndexer) {
  const account = parseParam(c, 'account', accountIdSchema);
  const query = parseQuery(c, historyQuery);
  const chainId = query.chainId ?? account.chainId;
  if (query.chainId && account.chainId && query.chainId !== account.chainId) throw new HttpError(400, 'Invalid query: chainId differs from the account id\'s chain', ['chainId: differs from the account']);
  const selected = account.evm ? chains.select(chainId) : [];
  if (!selected.length) return c.json({ data: [], next: null });
  await Promise.all(selected.map((chain) => indexer.catchUp(chain)));

  const me = account.address.toLowerCase();
  const page = await historyPage(c.get('db'), me, selected.map((chain) => chain.id), query.cursor, HISTORY_PAGE_SIZE + 1);
  const data = page.slice(0, HISTORY_PAGE_SIZE).map((tx) => toTransaction(c, chains, tx, me));
  const last = page[HISTORY_PAGE_SIZE - 1];
  return c.json({ data, next: page.length > HISTORY_PAGE_SIZE && last ? encodeCursor(last.position) : null });
}

function toTransaction(c: Context<AppEnv>, chains: ChainSet, tx: StoredTransaction, me: string) {
  const [minedAt, chainId] = tx.position;
  const chain = chains.get(chainId);
  const directions = tx.transfers.map((transfer) => directionOf(transfer, me));
  const first = tx.transfers[0]!;
  return {
    id: tx.hash,
    metadata: {
      minedAt: new Date(minedAt * 1000).toISOString(),
      chain: chainId,
      operationType: operationType(directions),
      status: 'confirmed',
      sentFrom: getAddress(first.from),
      sentTo: getAddress(first.to),
      hash: tx.hash,
    },
    transfers: tx.transfers.map((transfer, i) => {
      const token = chain?.token(transfer.token ?? '0x0000000000000000000000000000000000000000');
      const symbol = token?.symbol ?? '?';
      return {
        direction: directions[i],
        quantity: { numeric: decimalString(transfer.amount, token?.decimals ?? 18) },
        fungible_info: { name: token?.name ?? symbol, symbol, icon: { url: tokenIconUrl(c, symbol) } },
      };
    }),
  };
}
