// Loaded on demand, with the schemas it needs: the first connect, reconnect or discovery brings it in.
// Accounts, chain id and events go to the wallet as they are: our schemas check the answers, and
// ethers would add its own eth_chainId to every connect for nothing. Signing, sending and switching
// go through ethers (./wallet), which these modules load when first used.
import { ErrorMessages, LatchError, LatchMessages, type AdapterEvent, type ConnectResult } from '@latch/core';
import { accountsSchema, parseChainId, type EIP1193Provider } from './eip1193.js';

export { signPersonal } from './wallet/signPersonal.js';
export { switchChain } from './wallet/switchChain.js';
export { sendThroughWallet, type WalletTransaction } from './wallet/sendThroughWallet.js';
export { sendEvm } from './wallet/sendEvm.js';
export { decodeApproval } from './wallet/erc20.js';
export { canonicalAddress } from './wallet/addresses.js';

/**
 * Asks a wallet for its accounts (eth_requestAccounts prompts, eth_accounts does not) and its chain.
 * Undefined when the wallet grants no account. `isLatest` is asked once the wallet answered, so an
 * attempt overtaken by a newer one never counts.
 */
export async function requestAccount(
  provider: EIP1193Provider,
  method: 'eth_requestAccounts' | 'eth_accounts',
  isLatest: () => boolean,
): Promise<ConnectResult | undefined> {
  const accounts = accountsSchema.safeParse(await provider.request({ method }));
  const [address] = accounts.success ? accounts.data : [];
  if (!address) return undefined;
  const chainId = parseChainId(await provider.request({ method: 'eth_chainId' }));
  if (chainId === undefined) throw new LatchError(LatchMessages.walletInvalidChainId);
  if (!isLatest()) throw new LatchError(ErrorMessages.requestAborted);
  return { address, chainId };
}

/** Forwards the wallet's events, validated, until the returned function detaches them. */
export function listenToWallet(provider: EIP1193Provider, emit: (event: AdapterEvent) => void, onDisconnect: () => void): () => void {
  const onAccounts = (accounts: unknown) => {
    const parsed = accountsSchema.safeParse(accounts);
    if (parsed.success) emit({ type: 'accountsChanged', accounts: parsed.data });
  };
  const onChain = (chainId: unknown) => {
    const parsed = parseChainId(chainId);
    if (parsed !== undefined) emit({ type: 'chainChanged', chainId: parsed });
  };
  const onWalletDisconnect = () => {
    onDisconnect();
    emit({ type: 'disconnect' });
  };
  const events = [
    ['accountsChanged', onAccounts],
    ['chainChanged', onChain],
    ['disconnect', onWalletDisconnect],
  ] as const;
  events.forEach(([event, handler]) => provider.on?.(event, handler));
  return () => events.forEach(([event, handler]) => provider.removeListener?.(event, handler));
}
