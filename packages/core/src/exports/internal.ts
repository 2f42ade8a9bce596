// @latch/core/internal: what Latch's ui (and the repository's end-to-end tests and benchmarks) share
// with core beyond its public API: plumbing actions, the selectors the views are drawn from, rules,
// schemas and every constant. It carries NO stability promise: any of it may change or go in a patch
// release. An app or an adapter imports `@latch/core` and its other public entries only; the shipped
// adapters do too (a lint rule keeps them off this entry).

export * from '../constants.js';
export * from '../tradingConstants.js';
export * from '../errors/catalogue.js';
export { Alerts } from '../errors/alerts.js';
export { ACTIVE_NETWORK_KEY } from '../store/storageKeys.js';
export { RECENT_WALLETS_KEY } from '../features/wallets/walletsThunks.js';
export { CONNECTOR_TYPES } from '../adapter/types.js';
export { isChainNamespace } from '../caip/namespaces.js';
export { VIEWS } from '../features/modal/routerSlice.js';
export { ACCOUNT_TABS } from '../features/account/accountsSlice.js';

// Actions the views call.
export { loadAllowedOrigins, loadRemoteFeatures, loadTokenBalances, loadTransactions } from '../actions/accountReads.js';
export { setPreferredAccountType } from '../features/embedded/accountType.js';
export { setAccountTab } from '../actions/accountTab.js';
export { positionAuthFrame } from '../features/embedded/embeddedEvents.js';
export { parseEmail } from '../features/embedded/emailLogin.js';
export { loadAccountNames } from '../features/names/names.js';
export { chooseOnrampCurrencies, chooseOnrampProvider, loadOnramp, setOnrampAmount } from '../features/onramp/onramp.js';
export { preparePairing } from '../actions/pairing.js';
export { loadGasPrice, loadSwap, pickSwapTokens, setSwapAmount, switchSwapTokens } from '../features/swap/swap.js';
export { setLegalAccepted } from '../actions/legal.js';
export { loadMoreWallets, loadWallets, openWalletLink, pickWallet, rememberWallet, searchWallets } from '../actions/wallets.js';
export { connectWallet } from '../actions/connection.js';
export { reportError } from '../actions/instance.js';
export { goBackToIndex, replaceView, resetView, shakeModal } from '../actions/modal.js';
export { dismissAlert, hideSnack, showSnack } from '../actions/notices.js';
export { completeTransaction, pushTransaction } from '../features/send/transactionStack.js';
export { loadIdentity } from '../actions/identity.js';

// Selectors the views are drawn from.
export { selectFarcasterLoginOn, selectSocialEntries, selectSocialLogins, socialsOnPlatform } from '../features/embedded/socials.js';
export { selectActiveNamespaceNetworks, selectUnsupportedNetworkId } from '../features/networks/selectors.js';
export { selectActiveNamespaceRules } from '../features/networks/namespaceRules.js';
export { selectNamespaceLabel } from '../features/networks/namespaceLabel.js';
export { selectActiveNamespaceServices } from '../features/networks/serviceSupport.js';
export { selectNetworksByNamespace, type NamespaceNetworks } from '../features/networks/networkGroups.js';
export { selectSwapSourceBalance } from '../features/swap/swap.js';
export { selectFeaturedWallets, selectPendingListingRows, selectPickedWallet, selectRecentWallets, selectRecommendedWallets, selectRouteConnector, selectWalletCount } from '../features/wallets/walletsSelectors.js';
export { selectAllWallets, selectTypedSearch, selectWalletListStatus, type ListedWallet, type TypedSearch, type WalletListStatus } from '../features/wallets/allWalletsSelectors.js';
export { selectAccountTab, selectIsAuthConnector, selectPreferredAccountType } from '../features/account/selectors.js';
export { selectAlert, selectHasAlert, selectHasSnack, selectSnackbar } from '../features/alerts/selectors.js';
export {
  CONNECTOR_TYPE_GROUP,
  selectConnectMethodOrder,
  selectPairingExpiry,
  selectWalletConnectConnector,
  selectWalletConnectors,
  selectWalletConnectUri,
  type WalletConnectorRow,
} from '../features/connection/selectors.js';
export { selectCanUpdateEmail, selectEmailLoginOn, selectRouteEmail, selectWalletsCollapsed } from '../features/embedded/selectors.js';
export { selectCanRegisterName } from '../features/names/selectors.js';
export { selectConnectAwaitsLegal, selectLegalAccepted, selectLegalCheckbox } from '../features/options/legalSelectors.js';
export { selectCanGoBack, selectCurrentRoute, selectModalLoading, selectModalShake } from '../features/modal/selectors.js';
export { selectOnramp } from '../features/onramp/selectors.js';
export {
  selectActivityOn,
  selectAllWalletsOn,
  selectCanSwitchNetwork,
  selectConnectorTypeOrder,
  selectDappName,
  selectFeatures,
  selectRemoteFeatures,
  selectMessageOverrides,
  selectTheme,
  selectWalletFeaturesOrder,
} from '../features/options/selectors.js';
export { selectSend, selectSendableTokens, selectSendProblem } from '../features/send/selectors.js';
export { selectSwap } from '../features/swap/selectors.js';

// Rules, formats and schemas.
export { floorBalance } from '../format/balance.js';
export { emailSchema, SOCIAL_PROVIDERS, socialsForTelegram } from '../rules/auth.js';
export { displayMessage, signedMessageSchema, transactionHashSchema } from '../rules/rpc.js';
export { coinTypeForChainId, isValidAccountName } from '../rules/names.js';
export { forActiveNetwork, normalizeSearch, withoutLowQualityTokens, withoutSpamNfts } from '../rules/lists.js';
export { assetDiscoveryResponseSchema, discoveredAssetSchema, parseAssetDiscovery, type DiscoveredAsset } from '../rules/assetDiscovery.js';
export { transactionSchema, transferSchema } from '../api/history.js';
export { canReusePairing, pairingExpiryFrom } from '../features/connection/pairing.js';
export { selectWalletProviderKey } from '../public/walletProvider.js';
export { availableOnrampProviders, fallbackOnrampOptions, mockedOnrampQuote } from '../features/onramp/onrampOptions.js';
export { fullName, registrationMessage } from '../features/names/names.js';
export { amountProblem, canResolveNames, canSend, receiverKind, tokenKey } from '../features/send/sendRules.js';
export { forMobile, installedConnectorOf, isInstalledConnector, withRecent } from '../rules/wallets.js';
export { safeWalletLinkBase, walletConnectLink, type WalletLink } from '../rules/deepLinks.js';
export type { LinkedWallet, WalletLinkKind } from '../features/wallets/walletLinks.js';
