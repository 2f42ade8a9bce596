// Flows as functions of a Latch instance, in the manner of wagmi's actions: a page's bundle keeps
// only the ones it imports (a view that needs one loads with that view), instead of every flow
// riding along with createLatch.
import type { CaipNetwork } from '../caip/network.js';
import type { ChainNamespace } from '../caip/namespaces.js';
import type { Latch } from '../createLatch.js';
import { switchPreferredAccountType } from '../store/accountTypeThunks.js';
import { fetchAllowedOrigins, fetchRemoteFeatures, fetchTokenBalances, fetchTransactions } from '../store/apiThunks.js';
import { loadAccountNames as loadNamesThunk, registerAccountName, resolveName as resolveNameThunk, suggestNames as suggestNamesThunk } from '../store/namesThunks.js';
import { switchNetwork as switchNetworkThunk } from '../store/networkThunks.js';
import { sendTokens } from '../store/sendThunks.js';
import { cancelSignIn as cancelSignInThunk, signIn as signInThunk } from '../store/siwxThunks.js';

/** Sends what the send form holds; resolves with the transaction hash (SPEC 4). */
export const send = (latch: Latch) => latch.store.dispatch(sendTokens());

/** Makes a configured network active, asking the connected wallet to switch (SPEC 4). */
export const switchNetwork = (latch: Latch, network: CaipNetwork) => latch.store.dispatch(switchNetworkThunk(network));

/** SIWX: sign the message on SIWXSignMessage, or cancel it (SPEC 4). */
export const signIn = (latch: Latch) => latch.store.dispatch(signInThunk());
export const cancelSignIn = (latch: Latch) => latch.store.dispatch(cancelSignInThunk());

/** Switches the auth connector's account type, reconnecting on the new account (SPEC 4). */
export const setPreferredAccountType = (latch: Latch, type: 'eoa' | 'smartAccount', namespace?: ChainNamespace) =>
  latch.store.dispatch(switchPreferredAccountType(type, namespace));

/** Names (SPEC 4): register one for the active account, resolve one, suggest free ones, read the account's names. */
export const registerName = (latch: Latch, name: string) => latch.store.dispatch(registerAccountName(name));
export const resolveName = (latch: Latch, name: string) => latch.store.dispatch(resolveNameThunk(name));
export const suggestNames = (latch: Latch, name: string) => latch.store.dispatch(suggestNamesThunk(name));
export const loadAccountNames = (latch: Latch) => latch.store.dispatch(loadNamesThunk());

/** API reads (SPEC 7, 8): the portfolio, the history (`more` for the next page), remote features, allowed origins. */
export const loadTokenBalances = (latch: Latch) => latch.store.dispatch(fetchTokenBalances());
export const loadTransactions = (latch: Latch, options?: { more?: boolean }) => latch.store.dispatch(fetchTransactions(options));
export const loadRemoteFeatures = (latch: Latch) => latch.store.dispatch(fetchRemoteFeatures());
export const loadAllowedOrigins = (latch: Latch) => latch.store.dispatch(fetchAllowedOrigins());
