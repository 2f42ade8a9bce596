// Onramp checkouts: one purchase, created with its URL, confirmed once on the provider page.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/db.js';

/** How long a checkout URL stays open. */
export const CHECKOUT_TTL_MS = 30 * 60 * 1000;

export type CheckoutStatus = 'open' | 'sending' | 'completed' | 'failed';

export interface Checkout {
  id: string;
  projectId: string;
  chainId: string;
  /** The ERC-20's address; the symbol of a native currency (SOL). */
  tokenAddress: string;
  destination: string;
  amount: bigint;
  fiatAmount: string | null;
  fiatCurrency: string | null;
  status: CheckoutStatus;
  txHash: string | null;
  error: string | null;
  expired: boolean;
}

interface CheckoutRow extends Record<string, unknown> {
  id: string;
  project_id: string;
  chain_id: string;
  token_address: string;
  destination: string;
  amount: string;
  fiat_amount: string | null;
  fiat_currency: string | null;
  status: CheckoutStatus;
  tx_hash: string | null;
  error: string | null;
  expired: boolean;
}

const COLUMNS = '*, expires_at <= now() as expired';

function toCheckout(row: CheckoutRow): Checkout {
  return {
    id: row.id,
    projectId: row.project_id,
    chainId: row.chain_id,
    tokenAddress: row.token_address,
    destination: row.destination,
    amount: BigInt(String(row.amount)),
    fiatAmount: row.fiat_amount,
    fiatCurrency: row.fiat_currency,
    status: row.status,
    txHash: row.tx_hash,
    error: row.error,
    expired: row.expired,
  };
}

export async function createCheckout(
  db: Queryable,
  input: Pick<Checkout, 'projectId' | 'chainId' | 'tokenAddress' | 'destination' | 'amount' | 'fiatAmount' | 'fiatCurrency'>,
): Promise<Checkout> {
  const [row] = await db.query<CheckoutRow>(
    `insert into onramp_checkouts (id, project_id, chain_id, token_address, destination, amount, fiat_amount, fiat_currency, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, now() + make_interval(secs => $9)) returning ${COLUMNS}`,
    [randomBytes(16).toString('hex'), input.projectId, input.chainId, input.tokenAddress, input.destination, input.amount.toString(), input.fiatAmount, input.fiatCurrency, CHECKOUT_TTL_MS / 1000],
  );
  return toCheckout(row!);
}

export async function findCheckout(db: Queryable, id: string): Promise<Checkout | undefined> {
  const [row] = await db.query<CheckoutRow>(`select ${COLUMNS} from onramp_checkouts where id = $1`, [id]);
  return row ? toCheckout(row) : undefined;
}

/** Takes an open, unexpired checkout for sending; undefined if another request took it first or it is not open. */
export async function claimCheckout(db: Queryable, id: string): Promise<Checkout | undefined> {
  const [row] = await db.query<CheckoutRow>(
    `update onramp_checkouts set status = 'sending' where id = $1 and status = 'open' and expires_at > now() returning ${COLUMNS}`,
    [id],
  );
  return row ? toCheckout(row) : undefined;
}

/** Records the payment's outcome on a purchase being sent (once: a resumed payment may end after its request gave up). */
export async function finishCheckout(db: Queryable, id: string, outcome: { txHash: string } | { error: string }): Promise<void> {
  if ('txHash' in outcome) await db.query(`update onramp_checkouts set status = 'completed', tx_hash = $2 where id = $1 and status = 'sending'`, [id, outcome.txHash]);
  else await db.query(`update onramp_checkouts set status = 'failed', error = $2 where id = $1 and status = 'sending'`, [id, outcome.error]);
}
