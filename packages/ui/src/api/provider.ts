import { useEffect, useState } from 'react';
import { getWalletProvider, selectAccount, type ChainNamespace, type Eip1193Provider, type LatchState } from '@latch/core';
import { useLatch, useLatchSelector } from '../context/LatchContext.js';

/**
 * The connected wallet of `namespace` (the active one by default), for the app's own requests: an
 * EIP-1193 provider on eip155 (`new BrowserProvider(provider)` in ethers), the adapter's wallet on
 * other namespaces (adapter-solana's `SolanaWalletProvider`). Undefined while that namespace has no
 * account; a new one after the person connects another wallet or account.
 */
export function useLatchProvider(namespace: 'eip155'): Eip1193Provider | undefined;
export function useLatchProvider<T = unknown>(namespace?: ChainNamespace): T | undefined;
export function useLatchProvider(namespace?: ChainNamespace): unknown {
  const latch = useLatch();
  const active = useLatchSelector(selectAccount).namespace;
  const chain = namespace ?? active;
  // The account this provider answers for: a new one means asking again.
  const caipAddress = useLatchSelector((state: LatchState) => (state.accounts[chain]?.status === 'connected' ? state.accounts[chain]?.caipAddress : undefined));
  const connectorId = useLatchSelector((state: LatchState) => state.connectors.connectedIds[chain]);
  const [provider, setProvider] = useState<{ key: string; value: unknown }>();
  const key = `${chain}|${connectorId ?? ''}|${caipAddress ?? ''}`;

  useEffect(() => {
    if (!caipAddress) return;
    let live = true;
    getWalletProvider(latch, chain).then(
      (value) => live && setProvider({ key, value }),
      () => live && setProvider({ key, value: undefined }),
    );
    return () => {
      live = false;
    };
  }, [latch, chain, caipAddress, key]);

  return caipAddress && provider?.key === key ? provider.value : undefined;
}
