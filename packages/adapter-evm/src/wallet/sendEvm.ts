import { loadEthers } from '../loadEthers.js';
import type { EIP1193Provider } from '../provider.js';
import { checksummedAddress } from './addresses.js';
import { erc20TransferData } from './erc20.js';
import { sendThroughWallet } from './sendThroughWallet.js';

export interface EvmSend {
  from: string;
  to: string;
  value: bigint;
  /** The ERC-20 contract; the native currency when absent. */
  token?: string;
}

/** Sends native value, or an ERC-20 transfer when `token` is given. Both addresses are checked before the wallet is asked. */
export async function sendEvm(provider: EIP1193Provider, { from, to, value, token }: EvmSend, confirm: (hash: string) => Promise<void>): Promise<string> {
  const ethers = await loadEthers();
  const receiver = checksummedAddress(ethers, to);
  const transaction = token ? { from, to: checksummedAddress(ethers, token), data: erc20TransferData(ethers, receiver, value) } : { from, to: receiver, value };
  return sendThroughWallet(provider, transaction, confirm);
}
