// Signing and sending with the account's EVM key, through ethers' BaseWallet (loaded with
// import() when the first unsafe request is approved). A transaction arrives filled (fill.ts: what
// the approval screen showed); it is signed as it is, sent raw, and its hash answered at once,
// without waiting for it to be mined. No ethers provider: the node is asked through `call`.
import { BaseWallet, getBytes, isHexString, SigningKey } from 'ethers';
import * as z from 'zod/mini';
import { read, type FilledTransaction, type NodeCall } from './fill.js';
import type { TypedData } from './params.js';
import { signedTypedData } from './signedTypedData.js';

export interface EvmSigner {
  readonly address: string;
  personalSign(message: string): Promise<string>;
  signTypedData(data: TypedData): Promise<string>;
  /** Signs `tx` exactly as filled and sends it; the hash. */
  sendTransaction(tx: FilledTransaction): Promise<string>;
  /** Lets go of what it holds. */
  destroy?(): void;
}

const hash = z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/, 'must be a transaction hash'));

/** A signer for one private key, sending through one network's node. */
export function createEvmSigner(privateKey: string, call: NodeCall): EvmSigner {
  const wallet = new BaseWallet(new SigningKey(privateKey));
  return {
    address: wallet.address,
    personalSign: (message) => wallet.signMessage(isHexString(message) ? getBytes(message) : message),
    signTypedData: (data) => wallet.signTypedData(data.domain, signedTypedData(data).types, data.message),
    async sendTransaction(tx) {
      const signed = await wallet.signTransaction(tx);
      return read(call, 'eth_sendRawTransaction', [signed], hash);
    },
  };
}
