// What the account's reads (balance, token balances, identity) share: whom an answer is for, and the 30 s wait after a failure (SPEC 8).
import type { CaipAddress } from '../../caip/address.js';
import type { ChainNamespace } from '../../caip/namespaces.js';
import { BALANCE_RETRY_GAP_MS } from '../../constants.js';

/** After a failed read, the next waits this long (SPEC 8). */
export const retryWaits = (failedAt: number | undefined, now: number) => failedAt !== undefined && now - failedAt < BALANCE_RETRY_GAP_MS;

/** The account a read was for: its answer belongs to nobody once the account or its chain changed. */
export interface ReadFor {
  namespace: ChainNamespace;
  caipAddress: CaipAddress;
}
/** A failed read: for which account, and when (clock time). */
export type Failure = { rejectedMeta: ReadFor & { at: number } };
