import { useEffect, useState } from 'react';
import { getWalletProvider, type ChainNamespace, type Eip1193Provider } from '@latch/core';
import { selectWalletProviderKey } from '@latch/core/internal';
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
  // The connection this provider answers for: a new one means asking again.
  const key = useLatchSelector((state) => selectWalletProviderKey(state, namespace));
  const [provider, setProvider] = useState<{ key: string; value: unknown }>();

  useEffect(() => {
    if (!key) return;
    let live = true;
    getWalletProvider(latch, namespace).then(
      (value) => live && setProvider({ key, value }),
      () => live && setProvider({ key, value: undefined }),
    );
    return () => {
      live = false;
    };
  }, [latch, namespace, key]);

  return key && provider?.key === key ? provider.value : undefined;
}
