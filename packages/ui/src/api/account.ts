import { useCallback } from 'react';
import { disconnect, selectAccount, selectWalletInfo, type ChainNamespace, type LatchAccount, type WalletInfo } from '@latch/core';
import { useLatch, useLatchSelector } from '../context/LatchContext.js';

/** The active namespace's account: status, address, CAIP address, the connector, the embedded wallet's user. Re-renders when one of those changes. */
export const useLatchAccount = (): LatchAccount => useLatchSelector(selectAccount);

/** The connected wallet's name, icon and kind; undefined while disconnected. */
export const useWalletInfo = (): WalletInfo | undefined => useLatchSelector(selectWalletInfo);

/** Disconnects a namespace (the active one by default), and every namespace that shares its session (SPEC 4). */
export function useDisconnect(): { disconnect(namespace?: ChainNamespace): Promise<void> } {
  const latch = useLatch();
  return { disconnect: useCallback((namespace?: ChainNamespace) => disconnect(latch, namespace), [latch]) };
}
