import type { ChainAdapter } from '../../adapter/types.js';

/** The part of an EIP-1193 provider core asks directly (EIP-5792 batches, a smart account's code). */
export interface Eip1193Requester {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

/** The connected wallet's EIP-1193 provider through its adapter, when it has one that can be asked. */
export async function walletRequester(adapter: Pick<ChainAdapter, 'getWalletProvider'> | undefined): Promise<Eip1193Requester | undefined> {
  const provider = (await adapter?.getWalletProvider?.()) as Partial<Eip1193Requester> | undefined;
  return typeof provider?.request === 'function' ? (provider as Eip1193Requester) : undefined;
}
