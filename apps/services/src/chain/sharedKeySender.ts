// Payments from a key that several processes share (the onramp's treasury, the dev faucet), each
// made once. Its nonce is taken in the database (nonces.ts) together with the signed transaction
// (outgoingTransactions.ts), before the transaction is broadcast: replicas never take one nonce
// twice, and a transaction signed by a process that died is found and sent by another (resume).
// One not mined within `resendAfterMs` is looked at again: unknown to the node, it is broadcast
// again; pending while it is the key's next, it is signed again at its nonce with higher fees;
// its nonce taken by a transaction that is none of the payment's, the payment is signed at a fresh
// nonce. Attempts at one nonce exclude each other, and a fresh nonce is taken only once the old one
// is spent, so at most one of a payment's transactions is ever mined.
import { keccak256, Transaction, Wallet, type JsonRpcProvider, type TransactionReceipt } from 'ethers';
import type { Db } from '../db/db.js';
import { withNextNonce, type SenderKey } from './nonces.js';
import { claimStale, markMined, markReplaced, markSent, recordSigned, touch, type Attempt, type Payment } from './outgoingTransactions.js';
import { inSendQueue, oneAtATime } from './sendQueue.js';
import { currentLog } from '../observability/current.js';

/** How long a transaction may go unmined before it is looked at again, unless configured. */
export const DEFAULT_RESEND_AFTER_MS = 60_000;
/** Fees of a stuck transaction signed again are raised by this, in thousandths: nodes take a replacement from +10 %. */
const FEE_BUMP_PER_MILLE = 1125n;
const MAX_RECEIPT_POLL_MS = 1_000;

/** The payment's transaction was mined and reverted: nothing was transferred. */
export class PaymentReverted extends Error {
  override readonly name = 'PaymentReverted';
}

/** The payment is signed and may yet be mined: its outcome is recorded by whoever follows it (never a failure to retry). */
export class PaymentPending extends Error {
  override readonly name = 'PaymentPending';
}

export interface Transfer extends Payment {
  to: string;
  data?: string;
  value?: bigint;
}

export type SettledPayment = { hash: string } | { error: unknown };

/** A transaction to sign: an EIP-1559 one with its two fees, or a legacy one with its gas price. */
interface Unsigned {
  type: number;
  chainId: bigint;
  to: string;
  data: string;
  value: bigint;
  gasLimit: bigint;
  maxFeePerGas?: bigint;
  maxPriorityFeePerGas?: bigint;
  gasPrice?: bigint;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What an attempt offers per gas: its attempts at one nonce differ in this alone. */
function feeOf({ raw }: Attempt): bigint {
  const { maxFeePerGas, gasPrice } = Transaction.from(raw);
  return maxFeePerGas ?? gasPrice ?? 0n;
}

/** The fields of a signed transaction to sign again, at another nonce or with other fees. */
function unsignedOf(raw: string): Unsigned {
  const { type, chainId, to, data, value, gasLimit, maxFeePerGas, maxPriorityFeePerGas, gasPrice } = Transaction.from(raw);
  const fees = type === 2 ? { maxFeePerGas: maxFeePerGas!, maxPriorityFeePerGas: maxPriorityFeePerGas! } : { gasPrice: gasPrice! };
  return { type: type!, chainId, to: to!, data, value, gasLimit, ...fees };
}

/** `unsigned` with its fees raised enough for a node to take it in place of the one it has. */
function withBumpedFees(unsigned: Unsigned): Unsigned {
  const bump = (fee: bigint) => (fee * FEE_BUMP_PER_MILLE) / 1000n + 1n;
  if (unsigned.type === 2) return { ...unsigned, maxFeePerGas: bump(unsigned.maxFeePerGas!), maxPriorityFeePerGas: bump(unsigned.maxPriorityFeePerGas!) };
  return { ...unsigned, gasPrice: bump(unsigned.gasPrice!) };
}

export class SharedKeySender {
  readonly key: SenderKey;
  readonly #wallet: Wallet;

  constructor(
    chainId: string,
    privateKey: string,
    readonly provider: JsonRpcProvider,
    readonly resendAfterMs: number = DEFAULT_RESEND_AFTER_MS,
  ) {
    this.#wallet = new Wallet(privateKey, provider);
    this.key = { chainId, sender: this.#wallet.address };
  }

  get address(): string {
    return this.#wallet.address;
  }

  /**
   * Makes the payment and resolves with its mined transaction's hash. Rejects with PaymentReverted
   * when it reverted, PaymentPending when another process took over following it, or whatever
   * failed before a nonce was taken (the node's gas estimate): then nothing was signed.
   */
  send(db: Db, transfer: Transfer): Promise<string> {
    return inSendQueue(this.key.chainId, async () => {
      const unsigned = await this.#prepare(transfer);
      const first = await this.#signAtNextNonce(db, transfer, unsigned, 0, []);
      return this.#follow(db, transfer, [first], false);
    });
  }

  /**
   * Follows to their end the key's payments of `purpose` that no process has looked after for
   * three resend periods (their process died after signing), each settled through `settle`.
   */
  async resume(db: Db, purpose: string, settle: (reference: string, outcome: SettledPayment) => Promise<void>): Promise<void> {
    const payments = await claimStale(db, this.key, purpose, 3 * this.resendAfterMs);
    await Promise.all(
      payments.map(async (payment) => {
        const outcome = await inSendQueue(this.key.chainId, () => this.#follow(db, payment, payment.attempts, true)).then(
          (hash) => ({ hash }),
          (error: unknown) => ({ error }),
        );
        if ('error' in outcome && outcome.error instanceof PaymentPending) return;
        await settle(payment.reference, outcome);
      }),
    );
  }

  async #prepare({ to, data, value = 0n }: Transfer): Promise<Unsigned> {
    const chainId = BigInt(this.key.chainId.split(':')[1]!);
    const [gasLimit, fees] = await Promise.all([this.provider.estimateGas({ from: this.address, to, data, value }), this.provider.getFeeData()]);
    const priced = fees.maxFeePerGas != null ? { type: 2, maxFeePerGas: fees.maxFeePerGas, maxPriorityFeePerGas: fees.maxPriorityFeePerGas ?? 0n } : { type: 0, gasPrice: fees.gasPrice ?? 0n };
    return { chainId, to, data: data ?? '0x', value, gasLimit, ...priced };
  }

  async #sign(unsigned: Unsigned, nonce: number): Promise<Attempt> {
    const raw = await this.#wallet.signTransaction({ ...unsigned, nonce });
    return { hash: keccak256(raw), nonce, raw };
  }

  /**
   * Signs at the key's next nonce (at least `atLeast`), closing `replacing` in the same transaction,
   * and broadcasts it before the process takes the key's next nonce: the node hears of the key's
   * transactions in nonce order (one ahead of the key's next waits in the node's pool, and anvil
   * may leave it there once the gap is filled, until it is looked at again).
   */
  #signAtNextNonce(db: Db, payment: Payment, unsigned: Unsigned, atLeast: number, replacing: readonly string[]): Promise<Attempt> {
    const chainNonce = () => this.provider.getTransactionCount(this.address, 'pending');
    return oneAtATime(this.key.chainId, this.address, async () => {
      const attempt = await withNextNonce(db, this.key, chainNonce, atLeast, async (tx, nonce) => {
        if (replacing.length && !(await markReplaced(tx, replacing))) throw new PaymentPending(`Payment ${payment.reference} is followed by another process`);
        const signed = await this.#sign(unsigned, nonce);
        await recordSigned(tx, this.key, payment, signed);
        return signed;
      });
      await this.#broadcast(db, attempt);
      return attempt;
    });
  }

  /** Broadcasts; what became of a refused transaction (its nonce spent, the node down) the follower finds out. */
  async #broadcast(db: Db, attempt: Attempt): Promise<void> {
    try {
      await this.provider.broadcastTransaction(attempt.raw);
    } catch (error) {
      // Its nonce spent already: by this payment's own earlier attempt, or by another sender of the key (said when the follower looks again).
      if ((error as { code?: string }).code !== 'NONCE_EXPIRED') currentLog().error({ chainId: this.key.chainId, txHash: attempt.hash, err: error }, 'send not taken by the node');
      return;
    }
    await markSent(db, attempt.hash).catch(() => undefined);
  }

  /** The receipt of any of `attempts`, polled until `waitMs` have passed; null if none is mined by then. */
  async #receipt(attempts: readonly Attempt[], waitMs: number): Promise<TransactionReceipt | null> {
    const deadline = Date.now() + waitMs;
    for (let poll = 25; ; poll = Math.min(poll * 2, MAX_RECEIPT_POLL_MS)) {
      for (const { hash } of attempts) {
        const receipt = await this.provider.getTransactionReceipt(hash);
        if (receipt) return receipt;
      }
      const left = deadline - Date.now();
      if (left <= 0) return null;
      await pause(Math.min(poll, left));
    }
  }

  async #settle(db: Db, payment: Payment, receipt: TransactionReceipt): Promise<string> {
    const reverted = receipt.status !== 1;
    // Mined is mined: a record that fails now is closed by a resume (it finds the receipt).
    await markMined(db, payment, receipt.hash, reverted).catch((error: unknown) => currentLog().error({ chainId: this.key.chainId, txHash: receipt.hash, err: error }, 'send mined but not recorded'));
    if (reverted) throw new PaymentReverted(`Transfer ${receipt.hash} reverted`);
    return receipt.hash;
  }

  /** Waits for one of the payment's attempts to be mined (broadcast first when `broadcast`: a resumed payment's), re-signing or moving it to a fresh nonce as it must. */
  async #follow(db: Db, payment: Payment, attempts: readonly Attempt[], broadcast: boolean): Promise<string> {
    let open = [...attempts];
    if (broadcast) for (const attempt of open) await this.#broadcast(db, attempt);
    for (;;) {
      const receipt = await this.#receipt(open, this.resendAfterMs);
      if (receipt) return this.#settle(db, payment, receipt);
      await touch(db, open.map(({ hash }) => hash));
      const latest = open.reduce((a, b) => (feeOf(b) > feeOf(a) ? b : a));
      const spent = await this.provider.getTransactionCount(this.address, 'latest');
      currentLog().warn({ chainId: this.key.chainId, txHash: latest.hash, nonce: latest.nonce, spent, waitedMs: this.resendAfterMs }, 'send not mined in time, looked at again');
      if (spent > latest.nonce) {
        const late = await this.#receipt(open, 0);
        if (late) return this.#settle(db, payment, late);
        open = [await this.#signAtNextNonce(db, payment, unsignedOf(latest.raw), spent, open.map(({ hash }) => hash))];
      } else if (spent === latest.nonce && (await this.provider.getTransaction(latest.hash))) {
        const again = await this.#sign(withBumpedFees(unsignedOf(latest.raw)), latest.nonce);
        await recordSigned(db, this.key, payment, again);
        open.push(again);
        await this.#broadcast(db, again);
      } else {
        // Dropped by the node, or never taken (or waiting behind an earlier nonce): sent again as it was.
        await this.#broadcast(db, latest);
      }
    }
  }
}
