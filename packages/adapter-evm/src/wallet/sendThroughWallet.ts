import { LatchError, LatchMessages, transactionHashSchema } from '@latch/core';
import type { EIP1193Provider } from '../provider.js';
import { checksummedAddress } from './addresses.js';
import { signingFailure, withBrowserWallet } from './browserWallet.js';

/** A transaction for the wallet's eth_sendTransaction. */
export interface WalletTransaction {
  from: string;
  to: string;
  data?: string;
  value?: bigint;
  gas?: bigint;
}

/**
 * Asks the wallet to send `transaction`, then waits for `confirm` (the receipt, read through the
 * adapter's RPC URLs). A refusal is "Signature declined"; a hash that is not one is refused.
 */
export async function sendThroughWallet(provider: EIP1193Provider, { from, to, data, value, gas }: WalletTransaction, confirm: (hash: string) => Promise<void>): Promise<string> {
  const hash = await withBrowserWallet(provider, async (wallet) => {
    // ethers' quantities and hex. Sent as eth_sendTransaction itself rather than through a
    // JsonRpcSigner, which would ask eth_estimateGas first when no gas is given: the wallet estimates.
    const transaction = wallet.browser.getRpcTransaction({ from, to: checksummedAddress(wallet.ethers, to), data, value, gasLimit: gas });
    try {
      return (await wallet.browser.send('eth_sendTransaction', [transaction])) as unknown;
    } catch (error) {
      throw signingFailure(wallet, 'eth_sendTransaction', error);
    }
  });
  const parsed = transactionHashSchema.safeParse(hash);
  if (!parsed.success) throw new LatchError(LatchMessages.walletInvalidTransactionHash);
  await confirm(parsed.data);
  return parsed.data;
}
