import type { Wallet } from '../api/walletApi.js';
import { openWalletLink as openWalletLinkThunk, type LinkedWallet, type WalletLinkKind } from '../features/wallets/walletLinks.js';
import {
  loadMoreWallets as loadMoreWalletsThunk,
  loadWallets as loadWalletsThunk,
  pickWallet as pickWalletThunk,
  rememberWallet as rememberWalletThunk,
  searchWallets as searchWalletsThunk,
} from '../features/wallets/walletsThunks.js';
import type { Latch } from '../createLatch.js';

/** The wallet listing (SPEC 2, 9): featured, recommended and the first page; the next page; search; the recent list. */
export const loadWallets = (latch: Latch) => latch.store.dispatch(loadWalletsThunk());
export const loadMoreWallets = (latch: Latch) => latch.store.dispatch(loadMoreWalletsThunk());
/** `sinceKeystrokeMs`: how long ago the keystroke that made `text` happened, when the caller knows (its event's time). */
export const searchWallets = (latch: Latch, text: string, sinceKeystrokeMs = 0) => latch.store.dispatch(searchWalletsThunk(text, sinceKeystrokeMs));
export const rememberWallet = (latch: Latch, wallet: Wallet) => void latch.store.dispatch(rememberWalletThunk(wallet));
/** Picks a wallet of the listing: remembered, then connected by its extension when installed here, else by WalletConnect. */
export const pickWallet = (latch: Latch, wallet: Wallet) => void latch.store.dispatch(pickWalletThunk(wallet));
export const openWalletLink = (latch: Latch, wallet: LinkedWallet, kind: WalletLinkKind) => latch.store.dispatch(openWalletLinkThunk({ wallet, kind }));
