// Looks, at start and then every resend period, for payments that a process signed and left (it
// died before they were mined) and follows them to their end on this one (SharedKeySender.resume).
import type { Db } from '../db/db.js';
import type { SettledPayment, SharedKeySender } from './sharedKeySender.js';
import { currentLog } from '../observability/current.js';

export interface ResumedPurpose {
  purpose: string;
  senders: () => readonly SharedKeySender[];
  /** Records a resumed payment's outcome where its purpose keeps it. */
  settle(db: Db, reference: string, outcome: SettledPayment): Promise<void>;
}

/** Starts resuming; the function it returns stops it. */
export function resumeSends(db: Db, resendAfterMs: number, purposes: readonly ResumedPurpose[]): () => void {
  const sweep = () =>
    Promise.all(
      purposes.flatMap(({ purpose, senders, settle }) =>
        senders().map((sender) =>
          sender.resume(db, purpose, (reference, outcome) => settle(db, reference, outcome)).catch((error: unknown) => {
            currentLog().error({ purpose, chainId: sender.key.chainId, err: error }, 'resuming sends failed');
          }),
        ),
      ),
    );
  void sweep();
  const timer = setInterval(() => void sweep(), resendAfterMs).unref();
  return () => clearInterval(timer);
}
