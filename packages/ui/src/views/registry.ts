import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { View } from '@latch/core';

/** Each view is its own chunk, loaded when first shown; the modal frame opens without waiting for it. */
export const VIEW_COMPONENTS: Partial<Record<View, LazyExoticComponent<ComponentType>>> = {
  Connect: lazy(() => import('./Connect/Connect.js')),
  Account: lazy(() => import('./Account/Account.js')),
};

export const VIEW_TITLES: Record<View, string> = {
  Connect: 'Connect Wallet',
  Account: 'Account',
  AllWallets: 'All Wallets',
  ConnectingWalletConnect: 'WalletConnect',
  ConnectingWalletConnectBasic: 'WalletConnect',
  ConnectingExternal: 'Connecting',
  ConnectingFarcaster: 'Farcaster',
  UnsupportedChain: 'Switch Network',
  SIWXSignMessage: 'Sign In',
  ApproveTransaction: 'Approve Transaction',
  RegisterAccountName: 'Choose Name',
  RegisterAccountNameSuccess: 'Name Registered',
};
