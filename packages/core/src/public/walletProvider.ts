import type { ChainNamespace } from '../caip/namespaces.js';
import type { Latch } from '../createLatch.js';
import type { LatchThunk } from '../store/extra.js';
import type { LatchState } from '../store/rootReducer.js';

/** What eip155's provider answers: EIP-1193's one method (ethers' BrowserProvider takes it as it is). */
export interface Eip1193Provider {
  request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown>;
}

const walletProviderOf =
  (namespace: ChainNamespace | undefined): LatchThunk<Promise<unknown>> =>
  async (_dispatch, getState, extra) => {
    const state = getState();
    const chain = namespace ?? state.networks.activeNamespace;
    if (state.accounts[chain]?.status !== 'connected') return undefined;
    return extra.adapters.get(chain)?.getWalletProvider?.();
  };

/**
 * Which connection `namespace`'s provider (the active namespace's by default) answers for: its
 * connector and account as one comparable string, undefined while it has no connected account.
 * When it changes, the provider to ask for is another.
 */
export const selectWalletProviderKey = (state: LatchState, namespace?: ChainNamespace): string | undefined => {
  const chain = namespace ?? state.networks.activeNamespace;
  const account = state.accounts[chain];
  return account?.status === 'connected' && account.caipAddress ? `${chain}|${state.connectors.connectedIds[chain] ?? ''}|${account.caipAddress}` : undefined;
};

/**
 * The connected wallet of `namespace` (the active one by default), for the app's own requests: an
 * EIP-1193 provider on eip155, the adapter's wallet object on other namespaces. Undefined while that
 * namespace has no account, or when its adapter hands none out.
 */
export const getWalletProvider = (latch: Latch, namespace?: ChainNamespace): Promise<unknown> => latch.store.dispatch(walletProviderOf(namespace));
