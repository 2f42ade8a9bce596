// The public API of @latch/core. Everything a dApp or another package may use is
// exported here and nowhere else; `exports.test.ts` snapshots the names.

export { createLatch, type Latch, type LatchConfig, type LatchStore } from '../createLatch.js';
export { loadAllowedOrigins, loadRemoteFeatures, loadTokenBalances, loadTransactions } from '../actions/accountReads.js';
export { setPreferredAccountType } from '../actions/accountType.js';
export { positionAuthFrame } from '../actions/authFrame.js';
export { connectEmail, verifyEmailDevice, verifyEmailOtp } from '../actions/email.js';
export { updateEmail, verifyUpdateEmailPrimary, verifyUpdateEmailSecondary } from '../actions/emailUpdate.js';
export { loadAccountNames, registerName, resolveName, suggestNames } from '../actions/names.js';
export { switchNetwork } from '../actions/network.js';
export { chooseOnrampCurrencies, chooseOnrampProvider, createOnrampUrl, loadOnramp, setOnrampAmount } from '../actions/onramp.js';
export { preparePairing } from '../actions/pairing.js';
export { send } from '../actions/send.js';
export { cancelSignIn, signIn } from '../actions/siwx.js';
export { loadGasPrice, loadSwap, pickSwapTokens, setSwapAmount, swap, switchSwapTokens } from '../actions/swap.js';
export { setThemeMode, setThemeVariables } from '../actions/theme.js';
export { setLegalAccepted } from '../actions/legal.js';
export { connectSocial } from '../actions/social.js';
export type { SocialWindow } from '../features/embedded/socialThunks.js';
export { selectFarcasterLoginOn, selectFarcasterUrl, selectSocialEntries, selectSocialLogins, socialsOnPlatform } from '../features/embedded/socials.js';
export { connectFarcaster } from '../actions/farcaster.js';
export { addPasskey, connectPasskey } from '../actions/passkey.js';
export type { PasskeyLogin } from '../adapter/types.js';
export * from '../public/index.js';
export { loadMoreWallets, loadWallets, openWalletLink, pickWallet, rememberWallet, searchWallets } from '../actions/wallets.js';
export { connect, connectWallet, disconnect, refreshBalance } from '../actions/connection.js';
export { getClock, reportError } from '../actions/instance.js';
export { closeModal, goBack, goBackToIndex, openModal, pushView, replaceView, resetView, shakeModal } from '../actions/modal.js';
export { dismissAlert, hideSnack, showSnack } from '../actions/notices.js';
export { updateSend } from '../actions/sendForm.js';
export { completeTransaction, pushTransaction } from '../actions/transactions.js';
export { parseEmail } from '../features/embedded/emailThunks.js';

export { createAdapterContext } from '../adapter/adapterContext.js';
export type { AdapterContext, AdapterEvent, ChainAdapter, ConnectorInfo, ConnectorType, ConnectResult, EmailConnectAction, EmailLogin, EmailUpdateAction, EmbeddedUser, FarcasterLogin, FrameRect, PairingHooks, SocialLogin } from '../adapter/types.js';
export { CONNECTOR_TYPES } from '../adapter/types.js';
export type { NamespaceContribution, WalletConnectHub, WalletConnectHubKey, WalletConnectSession, WalletConnectSessionEvent } from '../adapter/walletConnectHub.js';

export { CHAIN_NAMESPACES, isChainNamespace, type ChainNamespace } from '../caip/namespaces.js';
export type { CaipNetwork, CaipNetworkId } from '../caip/network.js';
export {
  isCaipAddress,
  isValidAddress,
  parseCaipAddress,
  shortenAddress,
  toCaipAddress,
  type CaipAddress,
  type ParsedCaipAddress,
} from '../caip/address.js';

export * from '../errors/catalogue.js';
export { Alerts, type AlertId } from '../errors/alerts.js';
export { errorMessage, LatchError } from '../errors/LatchError.js';

export * from '../constants.js';
export * from '../tradingConstants.js';
export { floorBalance, formatBalance } from '../format/balance.js';
export { createStorage, type KeyValueStore, type LatchStorage, type Schema } from '../storage/storage.js';
export { systemClock, type Clock } from '../clock/clock.js';

export type { LatchDispatch, LatchExtra, LatchThunk, Platform } from '../store/extra.js';
export type { LatchState } from '../store/rootReducer.js';
export type { ModalState } from '../features/modal/modalSlice.js';
export type { RouterState } from '../features/modal/routerSlice.js';
export type { AccountsState } from '../features/account/accountsSlice.js';
export type { NetworksState } from '../features/networks/networksSlice.js';
export type { ConnectorsState } from '../features/connection/connectorsSlice.js';
export { ACCOUNT_TABS, type AccountState, type AccountTab, type AccountType, type ConnectionStatus, type TokenBalance } from '../features/account/accountsSlice.js';
export { VIEWS, type RouteEntry, type RouterData, type View } from '../features/modal/routerSlice.js';
export type { ConnectMethod, ConnectorTypeOrderItem, DappMetadata, Features, OptionsState, WalletFeature } from '../features/options/optionsSlice.js';
export type { OpenOptions } from '../features/modal/modalThunks.js';
export type { ConnectParams } from '../features/connection/connectThunks.js';
export { selectActiveNamespace, selectActiveNamespaceNetworks, selectActiveNetwork, selectUnsupportedNetworkId } from '../features/networks/selectors.js';
export { selectNetworksByNamespace, type NamespaceNetworks } from '../features/networks/networkGroups.js';

export { emailSchema, otpSchema, SOCIAL_PROVIDERS, socialProviderSchema, socialsForTelegram, type SocialProvider, type TelegramPlatform } from '../rules/auth.js';
export { batchCallSchema, displayMessage, signedMessageSchema, solanaSendOptionsSchema, transactionHashSchema } from '../rules/rpc.js';
export { coinTypeForChainId, isValidAccountName } from '../rules/names.js';
export { DEFAULT_ACCOUNT_TYPES, type PreferredAccountType } from '../rules/accountTypes.js';
export { forActiveNetwork, normalizeSearch, onrampProviders, withoutLowQualityTokens, withoutSpamNfts } from '../rules/lists.js';
export { assetDiscoveryResponseSchema, discoveredAssetSchema, parseAssetDiscovery, type DiscoveredAsset } from '../rules/assetDiscovery.js';
export { transactionSchema, transferSchema, type Transaction, type Transfer } from '../api/history.js';
export type { Snack, SnackbarState, SnackVariant } from '../features/alerts/snackbarSlice.js';
export { alertForProviderMessage, type AlertsState } from '../features/alerts/alertsSlice.js';
export type { SiwxConfig, SiwxSession, SiwxVerifier } from '../siwx/types.js';
export { eip4361Siwx, type Eip4361Options } from '../siwx/eip4361.js';
export { eip4361Message, parseEip4361Message, type Eip4361Fields } from '../siwx/eip4361Message.js';
export type { SiwxState } from '../features/siwx/siwxSlice.js';
export type { LatchEvent, SwapEventProperties } from '../store/events.js';
export type { SwapReceipt } from '../features/swap/swapExecute.js';
export type { ConnectionState } from '../features/connection/connectionSlice.js';
export { ACTIVE_NETWORK_KEY } from '../store/storageKeys.js';
export type { SendState } from '../features/send/sendSlice.js';
export { canReusePairing, pairingExpiryFrom } from '../features/connection/pairing.js';
export type { TransactionEntry, TransactionOutcome } from '../features/send/transactionStack.js';
export { formatUnits, parseUnits } from '../format/units.js';
export type { OnrampProvider } from '../features/onramp/onrampSlice.js';
export { availableOnrampProviders, fallbackOnrampOptions, mockedOnrampQuote } from '../features/onramp/onrampOptions.js';
export { selectSwapSourceBalance } from '../features/swap/swapThunks.js';
export type { ThemeMode, ThemeState, ThemeVariables } from '../features/options/themeSlice.js';
/** The theme's plain actions, for a UI that dispatches them with the page's entry (the action functions load with the views). */
export { fullName, registrationMessage } from '../features/names/namesThunks.js';
export type { WalletsState } from '../features/wallets/walletsSlice.js';
export {
  selectFeaturedWallets,
  selectPendingListingRows,
  selectPickedWallet,
  selectRecentWallets,
  selectRecommendedWallets,
  selectWalletCount,
} from '../features/wallets/walletsSelectors.js';
export {
  selectAllWallets,
  selectWalletListStatus,
  selectWalletSearchResults,
  selectWalletSearchStatus,
  type ListedWallet,
  type WalletListStatus,
} from '../features/wallets/allWalletsSelectors.js';
export {
  selectAccountTab,
  selectActiveAccount,
  selectActiveAddress,
  selectIsAuthConnector,
  selectIsConnected,
  selectPreferredAccountType,
} from '../features/account/selectors.js';
export { selectActivity, selectTokenBalances, type Activity } from '../features/account/portfolioSelectors.js';
export { selectAlert, selectHasAlert, selectHasSnack, selectSnackbar } from '../features/alerts/selectors.js';
export { CONNECTOR_TYPE_GROUP, selectConnectMethodOrder, selectPairingExpiry, selectRouteConnector, selectWalletConnectConnector, selectWalletConnectors, selectWalletConnectUri, type WalletConnectorRow } from '../features/connection/selectors.js';
export { selectCanUpdateEmail, selectEmailLoginOn, selectRouteEmail } from '../features/embedded/selectors.js';
export { selectCanRegisterName } from '../features/names/selectors.js';
export { selectConnectAwaitsLegal, selectLegalAccepted, selectLegalCheckbox, selectWalletsCollapsed } from '../features/options/legalSelectors.js';
export { selectCanGoBack, selectCurrentRoute, selectCurrentView, selectIsModalOpen, selectModalShake } from '../features/modal/selectors.js';
export { selectOnramp, type OnrampState } from '../features/onramp/selectors.js';
export {
  selectActivityOn,
  selectAllWalletsOn,
  selectCanSwitchNetwork,
  selectConnectorTypeOrder,
  selectDappName,
  selectFeatures,
  selectRemoteFeatures,
  selectTheme,
  selectWalletFeaturesOrder,
} from '../features/options/selectors.js';
export { selectSend, selectSendableTokens, selectSendProblem } from '../features/send/selectors.js';
export { amountProblem, canResolveNames, displayBalance, insufficientBalanceMessage, isSendNamespace, receiverKind, tokenKey } from '../features/send/sendRules.js';
export { selectSiwx } from '../features/siwx/selectors.js';
export { selectSwap, type SwapState } from '../features/swap/selectors.js';
export { RECENT_WALLETS_KEY } from '../features/wallets/walletsThunks.js';
export { forMobile, installedConnectorOf, isInstalledConnector, withRecent } from '../rules/wallets.js';
export { safeWalletLinkBase, walletConnectLink, type WalletLink } from '../rules/deepLinks.js';
export type { LinkedWallet, WalletLinkKind } from '../features/wallets/walletLinks.js';
export type { Wallet } from '../api/walletApi.js';
export { loadIdentity } from '../actions/identity.js';
export type { Identity } from '../features/account/identityThunks.js';
export { setAccountTab } from '../actions/accountTab.js';
