// Pays a claimed purchase and records the outcome on it whenever the payment ends: the confirming
// request waits for it a while, and a payment still under way past that (a transaction being
// resent) records itself later, as does one that another replica resumes (resumePayments.ts).
import type { ResumedPurpose } from '../../chain/resumeSends.js';
import { PaymentPending, type SettledPayment } from '../../chain/sharedKeySender.js';
import type { Db } from '../../db/db.js';
import type { OnrampNetwork, OnrampNetworks } from './networks.js';
import { finishCheckout, type Checkout } from './store.js';
import { ONRAMP_PAYMENT, type Treasury } from './treasury.js';
import { currentLog } from '../../observability/current.js';

/** How long the confirming request waits for the payment before it shows the purchase in progress. */
export const PAY_WAIT_MS = 30_000;

export type CheckoutOutcome = { txHash: string } | { error: string };

const reasonOf = (error: unknown) => (error as { shortMessage?: string }).shortMessage ?? (error instanceof Error ? error.message : String(error));

/** The purchase's outcome for a settled payment; undefined while it may still be mined (someone else records it then). */
export const outcomeOf = (settled: SettledPayment): CheckoutOutcome | undefined =>
  'hash' in settled ? { txHash: settled.hash } : settled.error instanceof PaymentPending ? undefined : { error: reasonOf(settled.error) };

/** Records the outcome on purchase `id`; false when the database refused (logged: a paid purchase stays 'sending', never payable twice). */
export async function recordOutcome(db: Db, id: string, outcome: CheckoutOutcome): Promise<boolean> {
  try {
    await finishCheckout(db, id, outcome);
    return true;
  } catch (error) {
    currentLog().error({ checkout: id, ...('txHash' in outcome ? { txHash: outcome.txHash } : {}), err: error }, 'onramp checkout settled but not recorded');
    return false;
  }
}

/** Pays the claimed `checkout`; resolves within PAY_WAIT_MS with its outcome and whether it was recorded, or undefined while it is under way. */
export async function payCheckout(db: Db, treasury: Treasury, network: OnrampNetwork, checkout: Checkout): Promise<{ outcome: CheckoutOutcome; recorded: boolean } | undefined> {
  const paid = treasury.pay(db, network, { id: checkout.id, to: checkout.destination, amount: checkout.amount }).then(
    (hash) => ({ hash }),
    (error: unknown) => ({ error }),
  );
  const settled = paid.then(async (result) => {
    const outcome = outcomeOf(result);
    return outcome && { outcome, recorded: await recordOutcome(db, checkout.id, outcome) };
  });
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), PAY_WAIT_MS).unref()));
  try {
    return await Promise.race([settled, waited]);
  } finally {
    clearTimeout(timer);
  }
}

/** The treasuries' payments that a process left under way, each recorded on its purchase once it ends. */
export const resumedCheckouts = (networks: OnrampNetworks, treasury: Treasury): ResumedPurpose => ({
  purpose: ONRAMP_PAYMENT,
  senders: () => networks.list.flatMap((network) => (network.namespace === 'eip155' ? [treasury.sender(network)] : [])),
  async settle(db, id, settled) {
    const outcome = outcomeOf(settled);
    if (outcome) await recordOutcome(db, id, outcome);
  },
});
