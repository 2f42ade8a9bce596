import { NonceManager, Wallet, type TransactionRequest, type TransactionResponse } from 'ethers';
import type { DevAccount } from './accounts.js';
import { freshProvider } from './provider.js';

/**
 * A NonceManager whose concurrent transactions reach the node in nonce order. Out of order,
 * anvil holds the later ones back until the gap is filled, and their receipts come late.
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

/** Runs `work` with an InOrderSender for `account`, then closes its provider. */
export async function withSender<T>(rpcUrl: string, account: DevAccount, work: (sender: InOrderSender) => Promise<T>): Promise<T> {
  const provider = freshProvider(rpcUrl);
  try {
    return await work(new InOrderSender(new Wallet(account.privateKey, provider)));
  } finally {
    // Nothing polls in the background here: every wait is mined(), whose polls its caller awaits.
    // (ethers' own pollers, wait()'s, did not catch a request destroy() cancels: an unhandled
    // rejection that failed a test file on a loaded CI.)
    provider.destroy();
  }
}
