// One funding per address and chain: the address is claimed in the database first (so two requests
// at once fund it once); a funding that fails gives the claim back, so the address may ask again.
import { PaymentPending } from '../chain/sharedKeySender.js';
import type { Db } from '../db/db.js';
import { HttpError, undoThenThrow } from '../http/errors.js';
import { truncated } from '../observability/redact.js';

export const FAUCET_MESSAGES = {
  alreadyFunded: 'This address was funded already',
  failed: 'The faucet could not fund the address: try again later',
} as const;

export interface FaucetTransfer {
  symbol: string;
  /** Whole units, as configured. */
  amount: string;
  /** The transaction hash (EVM) or signature (Solana). */
  hash: string;
}

export interface Funding {
  address: string;
  chainId: string;
  transfers: FaucetTransfer[];
}

/** Funds `address` on `chainId` with `send` unless it was funded before: 409 then, 502 when `send` fails. */
export async function grantOnce(db: Db, { chainId, address, key, now }: { chainId: string; address: string; key: string; now: number }, send: () => Promise<FaucetTransfer[]>): Promise<Funding> {
  const claimed = await db.query('insert into faucet_grants (chain_id, address, granted_at) values ($1, $2, $3) on conflict do nothing returning address', [chainId, key, now]);
  if (!claimed.length) throw new HttpError(409, FAUCET_MESSAGES.alreadyFunded);
  let transfers: FaucetTransfer[];
  try {
    transfers = await send();
  } catch (error) {
    const failed = new HttpError(502, FAUCET_MESSAGES.failed).withLog('error', 'faucet funding failed', { chainId, address: truncated(address), err: error });
    // A transfer that may still be mined keeps the claim: the address is not funded twice.
    if (error instanceof PaymentPending) throw failed;
    return undoThenThrow(failed, () => db.query('delete from faucet_grants where chain_id = $1 and address = $2', [chainId, key]));
  }
  await db.query('update faucet_grants set transfers = $3::jsonb where chain_id = $1 and address = $2', [chainId, key, JSON.stringify(transfers)]);
  return { address, chainId, transfers };
}
