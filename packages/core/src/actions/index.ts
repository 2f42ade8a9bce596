// Flows as functions of a Latch instance, in the manner of wagmi's actions: a page's bundle keeps
// only the ones it imports (a view that needs one loads with that view), instead of every flow
// riding along with createLatch.
import type { CaipNetwork } from '../caip/network.js';
import type { ChainNamespace } from '../caip/namespaces.js';
import type { Latch } from '../createLatch.js';
import { switchPreferredAccountType } from '../features/account/accountTypeThunks.js';
import { fetchAllowedOrigins, fetchRemoteFeatures, fetchTokenBalances, fetchTransactions } from '../features/account/apiThunks.js';
import { loadAccountNames as loadNamesThunk, registerAccountName, resolveName as resolveNameThunk, suggestNames as suggestNamesThunk } from '../features/names/namesThunks.js';
import { switchNetwork as switchNetworkThunk } from '../features/networks/networkThunks.js';
import { preparePairing as preparePairingThunk } from '../features/connection/connectionThunks.js';
import {
  createOnrampUrl as createOnrampUrlThunk,
  loadOnramp as loadOnrampThunk,
  selectOnrampCurrencies as selectOnrampCurrenciesThunk,
  selectOnrampProvider as selectOnrampProviderThunk,
  setOnrampAmount as setOnrampAmountThunk,
} from '../features/onramp/onrampThunks.js';
import type { OnrampProvider } from '../features/onramp/onrampSlice.js';
import type { OnrampCurrency, SwapToken } from '../api/blockchainApi.js';
import { sendTokens } from '../features/send/sendThunks.js';
import { openWalletLink as openWalletLinkThunk, type LinkedWallet, type WalletLinkKind } from '../features/wallets/walletLinks.js';
import { loadMoreWallets as loadMoreWalletsThunk, loadWallets as loadWalletsThunk, rememberWallet as rememberWalletThunk, searchWallets as searchWalletsThunk } from '../features/wallets/walletsThunks.js';
import type { Wallet } from '../api/walletApi.js';
import { themeSlice, type ThemeMode, type ThemeVariables } from '../features/options/themeSlice.js';
import { fetchGasPrice, loadSwap as loadSwapThunk, pickSwapTokens as pickSwapTokensThunk, setSwapAmount as setSwapAmountThunk, switchSwapTokens as switchSwapTokensThunk } from '../features/swap/swapThunks.js';
import { executeSwap } from '../features/swap/swapExecute.js';
import { cancelSignIn as cancelSignInThunk, signIn as signInThunk } from '../features/siwx/siwxThunks.js';
import { connectEmail as connectEmailThunk, resendEmailCode as resendEmailCodeThunk, verifyEmailDevice as verifyEmailDeviceThunk, verifyEmailOtp as verifyEmailOtpThunk } from '../features/embedded/emailThunks.js';
import { positionAuthFrame as positionAuthFrameThunk } from '../features/embedded/embeddedEvents.js';
import type { FrameRect } from '../adapter/types.js';

/** Makes WalletConnect's pairing ahead while the wallets are shown, so its QR code is ready at once. */
export const preparePairing = (latch: Latch) => latch.store.dispatch(preparePairingThunk());

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

/** The onramp (SPEC 4, 8, 9): providers and currencies, the amount and its quote, the provider's purchase page. */
export const loadOnramp = (latch: Latch) => latch.store.dispatch(loadOnrampThunk());
export const selectOnrampProvider = (latch: Latch, name: OnrampProvider['name']) => latch.store.dispatch(selectOnrampProviderThunk(name));
export const selectOnrampCurrencies = (latch: Latch, choice: { purchaseCurrency?: OnrampCurrency; paymentCurrency?: OnrampCurrency }) =>
  latch.store.dispatch(selectOnrampCurrenciesThunk(choice));
export const setOnrampAmount = (latch: Latch, amount: string) => latch.store.dispatch(setOnrampAmountThunk(amount));
export const createOnrampUrl = (latch: Latch) => latch.store.dispatch(createOnrampUrlThunk());

/** Swaps (SPEC 4, 8, 9): the tokens and gas price of the network, the pair, the amount and its quote. */
export const loadSwap = (latch: Latch) => latch.store.dispatch(loadSwapThunk());
export const loadGasPrice = (latch: Latch) => latch.store.dispatch(fetchGasPrice());
export const pickSwapTokens = (latch: Latch, pair: { sourceToken?: SwapToken; toToken?: SwapToken }) => latch.store.dispatch(pickSwapTokensThunk(pair));
export const switchSwapTokens = (latch: Latch) => latch.store.dispatch(switchSwapTokensThunk());
export const setSwapAmount = (latch: Latch, amount: string) => latch.store.dispatch(setSwapAmountThunk(amount));
/** Sends the quoted swap (its approval first when needed); resolves with what was swapped and the hash. */
export const swap = (latch: Latch) => latch.store.dispatch(executeSwap());

/** The theme (SPEC 3): light, dark or the system's, and overrides such as the accent or z-index. */
export const setThemeMode = (latch: Latch, mode: ThemeMode) => void latch.store.dispatch(themeSlice.actions.themeModeSet(mode));
export const setThemeVariables = (latch: Latch, variables: ThemeVariables) => void latch.store.dispatch(themeSlice.actions.themeVariablesSet(variables));

/** The wallet listing (SPEC 2, 9): featured, recommended and the first page; the next page; search; the recent list. */
export const loadWallets = (latch: Latch) => latch.store.dispatch(loadWalletsThunk());
export const loadMoreWallets = (latch: Latch) => latch.store.dispatch(loadMoreWalletsThunk());
export const searchWallets = (latch: Latch, text: string) => latch.store.dispatch(searchWalletsThunk(text));
export const rememberWallet = (latch: Latch, wallet: Wallet) => void latch.store.dispatch(rememberWalletThunk(wallet));
export const openWalletLink = (latch: Latch, wallet: LinkedWallet, kind: WalletLinkKind) => latch.store.dispatch(openWalletLinkThunk({ wallet, kind }));

/** Email login of the embedded wallet (SPEC 4): the address, a new device's code, the one-time code, and a resend. */
export const connectEmail = (latch: Latch, email: string) => latch.store.dispatch(connectEmailThunk(email));
export const verifyEmailDevice = (latch: Latch, code: string) => latch.store.dispatch(verifyEmailDeviceThunk(code));
export const verifyEmailOtp = (latch: Latch, otp: string) => latch.store.dispatch(verifyEmailOtpThunk(otp));
export const resendEmailCode = (latch: Latch) => latch.store.dispatch(resendEmailCodeThunk());

/** Shows the embedded wallet's frame over the ApproveTransaction view's slot, or hides it (undefined). */
export const positionAuthFrame = (latch: Latch, rect: FrameRect | undefined, themeMode?: 'light' | 'dark') =>
  void latch.store.dispatch(positionAuthFrameThunk(rect, themeMode));
