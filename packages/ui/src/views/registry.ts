import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { View } from '@latch/core';

type ViewModule = Promise<{ default: ComponentType }>;

const IMPORTERS: Partial<Record<View, () => ViewModule>> = {
  Connect: () => import('./Connect/Connect.js'),
  Account: () => import('./Account/Account.js'),
  SIWXSignMessage: () => import('./SIWXSignMessage/SIWXSignMessage.js'),
  UnsupportedChain: () => import('./UnsupportedChain/UnsupportedChain.js'),
  AllWallets: () => import('./AllWallets/AllWallets.js'),
  ConnectingExternal: () => import('./ConnectingExternal/ConnectingExternal.js'),
  ConnectingWalletConnect: () => import('./ConnectingWalletConnect/ConnectingWalletConnect.js'),
  ConnectingWalletConnectBasic: () => import('./ConnectingWalletConnect/ConnectingWalletConnectBasic.js'),
  ConnectingFarcaster: () => import('./ConnectingFarcaster/ConnectingFarcaster.js'),
  ConnectingSocial: () => import('./ConnectingSocial/ConnectingSocial.js'),
  EmailVerifyOtp: () => import('./EmailCode/EmailCode.js'),
  EmailVerifyDevice: () => import('./EmailCode/EmailCode.js'),
  UpdateEmailWallet: () => import('./UpdateEmail/UpdateEmailWallet.js'),
  UpdateEmailPrimaryOtp: () => import('./UpdateEmail/UpdateEmailCode.js'),
  UpdateEmailSecondaryOtp: () => import('./UpdateEmail/UpdateEmailCode.js'),
  ApproveTransaction: () => import('./ApproveTransaction/ApproveTransaction.js'),
  Networks: () => import('./Networks/Networks.js'),
  WalletReceive: () => import('./WalletReceive/WalletReceive.js'),
  WalletSend: () => import('./Send/WalletSend.js'),
  WalletSendPreview: () => import('./Send/WalletSendPreview.js'),
  OnRamp: () => import('./OnRamp/OnRamp.js'),
  Swap: () => import('./Swap/Swap.js'),
  AddPasskey: () => import('./Passkey/Passkey.js'),
  ConnectingPasskey: () => import('./Passkey/Passkey.js'),
  RegisterAccountName: () => import('./RegisterAccountName/RegisterAccountName.js'),
  RegisterAccountNameSuccess: () => import('./RegisterAccountName/RegisterAccountNameSuccess.js'),
};

// A view's component once its chunk has loaded: rendered directly, it paints in the click's own
// frame, where a lazy() seen for the first time would show the skeleton and paint the view a task later.
const loaded: Partial<Record<View, ComponentType>> = {};

function load(view: View): ViewModule | undefined {
  return IMPORTERS[view]?.().then((module) => {
    loaded[view] = module.default;
    return module;
  });
}

const lazyView = (view: View) => lazy(() => load(view)!);

/** Each view is its own chunk, so the page's entry stays small; the modal frame never waits for one. */
const VIEW_COMPONENTS: Partial<Record<View, LazyExoticComponent<ComponentType>>> = Object.fromEntries(
  (Object.keys(IMPORTERS) as View[]).map((view) => [view, lazyView(view)]),
);

/** The component that shows a view: the loaded one when its chunk is in, else one that suspends until it is. */
export const viewComponent = (view: View): ComponentType | undefined => loaded[view] ?? VIEW_COMPONENTS[view];

/** Forgets a view's failed load (React keeps a failed lazy failed), so the next render fetches its chunk again. */
export function reloadView(view: View): void {
  if (IMPORTERS[view]) VIEW_COMPONENTS[view] = lazyView(view);
}

/** Fetches one view's chunk ahead (the pointer is on the button that opens it); the module cache makes its lazy() load instant. */
export function preloadView(view: View): Promise<void> {
  return (load(view) ?? Promise.resolve()).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Fetches every view's chunk ahead of the first click: the first view a click opens at once, the others
 * one at a time, each when the browser is next idle, so no burst of chunks holds up a click right after
 * the page loads. `idle` schedules a task and returns its cancel function. Returns a function that stops.
 */
export function preloadViews(first: View, idle: (task: () => void) => () => void): () => void {
  const rest = (Object.keys(IMPORTERS) as View[]).filter((view) => view !== first);
  let cancel = () => {};
  let stopped = false;
  const next = () => {
    const view = rest.shift();
    if (view && !stopped) cancel = idle(() => void preloadView(view).then(next));
  };
  void preloadView(first).then(next);
  return () => {
    stopped = true;
    cancel();
  };
}

export const VIEW_TITLES: Record<View, string> = {
  Connect: 'Connect Wallet',
  Account: 'Account',
  AllWallets: 'All Wallets',
  ConnectingWalletConnect: 'WalletConnect',
  ConnectingWalletConnectBasic: 'WalletConnect',
  ConnectingExternal: 'Connecting',
  ConnectingFarcaster: 'Farcaster',
  ConnectingSocial: 'Social Login',
  UnsupportedChain: 'Switch Network',
  SIWXSignMessage: 'Sign In',
  ApproveTransaction: 'Approve Transaction',
  RegisterAccountName: 'Choose Name',
  RegisterAccountNameSuccess: 'Name Registered',
  Networks: 'Choose Network',
  WalletSend: 'Send',
  WalletSendPreview: 'Review Send',
  WalletReceive: 'Receive',
  EmailVerifyOtp: 'Confirm Email',
  EmailVerifyDevice: 'Register Device',
  UpdateEmailWallet: 'Edit Email',
  UpdateEmailPrimaryOtp: 'Confirm Current Email',
  UpdateEmailSecondaryOtp: 'Confirm New Email',
  OnRamp: 'Buy',
  Swap: 'Swap',
  AddPasskey: 'Add a Passkey',
  ConnectingPasskey: 'Passkey',
};
