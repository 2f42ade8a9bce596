// The next nonce of a key on a chain, kept in the database (sender_nonces) and taken under the
// row's lock, so that any number of replicas paying from one key take each nonce once. A key's
// row starts at the chain's pending nonce the first time the key sends.
import type { Db, Queryable } from '../db/db.js';

export interface SenderKey {
  /** CAIP-2 id. */
  chainId: string;
  /** The sending address, any case. */
  sender: string;
}

const LOCK = 'select next_nonce from sender_nonces where chain_id = $1 and sender = $2 for update';

/**
 * Takes the key's next nonce (at least `atLeast`: the chain's count when a foreign transaction
 * took ours) and runs `use` with it in the same transaction: what `use` records commits with the
 * nonce, or neither does, so no nonce is taken without its transaction kept.
 */
export async function withNextNonce<T>(db: Db, { chainId, sender }: SenderKey, chainNonce: () => Promise<number>, atLeast: number, use: (tx: Queryable, nonce: number) => Promise<T>): Promise<T> {
  const key = [chainId, sender.toLowerCase()];
  return db.transaction(async (tx) => {
    let [row] = await tx.query<{ next_nonce: string }>(LOCK, key);
    if (!row) {
      await tx.query('insert into sender_nonces (chain_id, sender, next_nonce) values ($1, $2, $3) on conflict do nothing', [...key, await chainNonce()]);
      [row] = await tx.query<{ next_nonce: string }>(LOCK, key);
    }
    const nonce = Math.max(Number(row!.next_nonce), atLeast);
    const result = await use(tx, nonce);
    await tx.query('update sender_nonces set next_nonce = $3 where chain_id = $1 and sender = $2', [...key, nonce + 1]);
    return result;
  });
}
