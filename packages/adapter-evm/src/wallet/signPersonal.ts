import { LatchError, LatchMessages, signedMessageSchema } from '@latch/core';
import type { EIP1193Provider } from '../provider.js';
import { signingFailure, withBrowserWallet } from './browserWallet.js';

/**
 * EIP-191 personal_sign, through ethers' JsonRpcSigner (the message as hex of its UTF-8, the address
 * in lower case). A refusal is "Signature declined"; the answer must look like a signature (SPEC 5).
 */
export async function signPersonal(provider: EIP1193Provider, message: string, address: string): Promise<string> {
  const signature = await withBrowserWallet(provider, async (wallet) => {
    // Made directly: getSigner() would ask the wallet for its accounts first.
    const signer = new wallet.ethers.JsonRpcSigner(wallet.browser, address);
    try {
      return (await signer.signMessage(message)) as unknown;
    } catch (error) {
      throw signingFailure(wallet, 'personal_sign', error);
    }
  });
  const parsed = signedMessageSchema.safeParse(signature);
  if (!parsed.success) throw new LatchError(LatchMessages.walletInvalidSignature);
  return parsed.data;
}
