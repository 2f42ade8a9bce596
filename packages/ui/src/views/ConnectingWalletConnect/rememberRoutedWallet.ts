import { rememberWallet, selectRecentWallets, type Latch } from '@latch/core';
import type { RoutedWallet } from '../walletRoute.js';

/**
 * Records the routed wallet as recent. The route carries only some listing fields, so the full
 * entry already in the recent list (the listing remembers a wallet when it is picked) is kept.
 */
export function rememberRoutedWallet(latch: Latch, wallet: RoutedWallet): void {
  rememberWallet(latch, selectRecentWallets(latch.getState()).find((w) => w.id === wallet.id) ?? wallet);
}
