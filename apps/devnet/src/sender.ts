import { NonceManager, Wallet, type TransactionRequest, type TransactionResponse } from 'ethers';
import type { DevAccount } from './accounts.js';
import { freshProvider } from './provider.js';

/**
 * A NonceManager whose concurrent transactions reach the node in nonce order. Out of order,
 * anvil holds the later ones back, and ethers then polls for their receipts: 50 ms each, and
 * polls still in flight fail once the provider is destroyed.
 */
export class InOrderSender extends NonceManager {
  #previous: Promise<unknown> = Promise.resolve();

  override sendTransaction(tx: TransactionRequest): Promise<TransactionResponse> {
    const previous = this.#previous;
    const nonce = this.getNonce('pending');
    this.increment();
    const sent = (async () => {
      const populated = await this.signer.populateTransaction({ ...tx, nonce: await nonce });
      await previous.catch(() => undefined);
      return this.signer.sendTransaction(populated);
    })();
    this.#previous = sent;
    return sent;
  }
}

/** How long a poll already sent (a deployment's or a receipt's wait) gets to land before the provider closes. */
const POLLS_SETTLE_MS = 200;

/** Runs `work` with an InOrderSender for `account`, then closes its provider. */
export async function withSender<T>(rpcUrl: string, account: DevAccount, work: (sender: InOrderSender) => Promise<T>): Promise<T> {
  const provider = freshProvider(rpcUrl);
  try {
    return await work(new InOrderSender(new Wallet(account.privateKey, provider)));
  } finally {
    // ethers' pollers do not catch a request destroy() cancels: one in flight became an unhandled
    // rejection that failed a test file on a loaded CI. No new poll starts; the last one lands.
    await provider.removeAllListeners();
    await new Promise((resolve) => setTimeout(resolve, POLLS_SETTLE_MS));
    provider.destroy();
  }
}
