import { themeSlice } from '../store/themeSlice.js';
// The public API of @latch/core. Everything a dApp or another package may use is
// exported here and nowhere else; `exports.test.ts` snapshots the names.

export { createLatch, type Latch, type LatchConfig, type LatchStore } from '../createLatch.js';
export {
  cancelSignIn,
  createOnrampUrl,
  loadAccountNames,
  loadAllowedOrigins,
  loadGasPrice,
  loadMoreWallets,
  loadOnramp,
  loadRemoteFeatures,
  loadSwap,
  loadTokenBalances,
  loadTransactions,
  loadWallets,
  pickSwapTokens,
  preparePairing,
  registerName,
  rememberWallet,
  openWalletLink,
  resolveName,
  searchWallets,
  selectOnrampCurrencies,
  selectOnrampProvider,
  send,
  setOnrampAmount,
  setPreferredAccountType,
  setSwapAmount,
  swap,
  setThemeMode,
  setThemeVariables,
  signIn,
  suggestNames,
  switchNetwork,
  switchSwapTokens,
  connectEmail,
  verifyEmailDevice,
  verifyEmailOtp,
  resendEmailCode,
  positionAuthFrame,
} from '../actions/index.js';
export { parseEmail } from '../store/emailThunks.js';

export type { AdapterEvent, ChainAdapter, ConnectorInfo, ConnectorType, ConnectResult, EmailConnectAction, EmailLogin, FrameRect, PairingHooks } from '../adapter/types.js';
export { CONNECTOR_TYPES } from '../adapter/types.js';

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
export type { ModalState } from '../store/modalSlice.js';
export type { RouterState } from '../store/routerSlice.js';
export type { AccountsState } from '../store/accountsSlice.js';
export type { NetworksState } from '../store/networksSlice.js';
export type { ConnectorsState } from '../store/connectorsSlice.js';
export { ACCOUNT_TABS, type AccountState, type AccountTab, type AccountType, type ConnectionStatus, type TokenBalance } from '../store/accountsSlice.js';
export { VIEWS, type RouteEntry, type RouterData, type View } from '../store/routerSlice.js';
export type { ConnectMethod, ConnectorTypeOrderItem, DappMetadata, Features, OptionsState, WalletFeature } from '../store/optionsSlice.js';
export type { OpenOptions } from '../store/modalThunks.js';
export type { ConnectParams } from '../store/connectionThunks.js';
export {
  CONNECTOR_TYPE_GROUP,
  selectActiveAccount,
  selectActiveNamespace,
  selectActiveNamespaceNetworks,
  selectActiveNetwork,
  selectConnectMethodOrder,
  selectCurrentRoute,
  selectCurrentView,
  selectIsConnected,
  selectIsModalOpen,
  selectUnsupportedNetworkId,
  selectWalletConnectors,
} from '../store/selectors.js';

export { emailSchema, otpSchema, SOCIAL_PROVIDERS, socialProviderSchema, socialsForTelegram, type SocialProvider, type TelegramPlatform } from '../rules/auth.js';
export {
  batchCallSchema,
  displayMessage,
  isSafeRpcMethod,
  isUnsafeRpcMethod,
  rpcMethodSchema,
  rpcPolicy,
  SAFE_RPC_METHODS,
  signedMessageSchema,
  solanaSendOptionsSchema,
  transactionHashSchema,
  UNSAFE_RPC_METHODS,
  type SafeRpcMethod,
  type UnsafeRpcMethod,
} from '../rules/rpc.js';
export { coinTypeForChainId, isValidAccountName } from '../rules/names.js';
export { DEFAULT_ACCOUNT_TYPES, type PreferredAccountType } from '../rules/accountTypes.js';
export { forActiveNetwork, normalizeSearch, onrampProviders, withoutLowQualityTokens, withoutSpamNfts } from '../rules/lists.js';
export { assetDiscoveryResponseSchema, discoveredAssetSchema, parseAssetDiscovery, type DiscoveredAsset } from '../rules/assetDiscovery.js';
export { transactionSchema, transferSchema, type Transaction, type Transfer } from '../api/history.js';
export { hideSnack, showSnack } from '../store/snackbarThunks.js';
export type { Snack, SnackbarState, SnackVariant } from '../store/snackbarSlice.js';
export { alertForProviderMessage, dismissAlert, type AlertsState } from '../store/alertsSlice.js';
export type { SiwxConfig, SiwxSession } from '../siwx/types.js';
export { eip4361Siwx, type Eip4361Options } from '../siwx/eip4361.js';
export { eip4361Message } from '../siwx/eip4361Sessions.js';
export type { SiwxState } from '../store/siwxSlice.js';
export type { LatchEvent, SwapEventProperties } from '../store/events.js';
export type { SwapReceipt } from '../store/swapExecute.js';
export type { ConnectionState } from '../store/connectionSlice.js';
export { ACTIVE_NETWORK_KEY } from '../store/storageKeys.js';
export type { SendState } from '../store/sendSlice.js';
export { canReusePairing, pairingExpiryFrom } from '../store/pairing.js';
export type { TransactionEntry, TransactionOutcome } from '../store/transactionStack.js';
export { formatUnits, parseUnits } from '../format/units.js';
export type { OnrampProvider, OnrampState } from '../store/onrampSlice.js';
export { mockedOnrampQuote } from '../store/onrampThunks.js';
export { availableOnrampProviders, fallbackOnrampOptions } from '../store/onrampOptions.js';
export type { SwapState } from '../store/swapSlice.js';
export { selectSwapSourceBalance } from '../store/swapThunks.js';
export type { ThemeMode, ThemeState, ThemeVariables } from '../store/themeSlice.js';
/** The theme's plain actions, for a UI that dispatches them with the page's entry (the action functions load with the views). */
export const { themeModeSet, themeVariablesSet } = themeSlice.actions;
export { fullName, registrationMessage } from '../store/namesThunks.js';
export type { WalletsState } from '../store/walletsSlice.js';
export { selectAllWallets, selectPendingListingRows, selectRecentWallets, selectWalletSearchResults, type ListedWallet } from '../store/walletsSelectors.js';
export { RECENT_WALLETS_KEY } from '../store/walletsThunks.js';
export { forMobile, withRecent } from '../rules/wallets.js';
export { safeWalletLinkBase, walletConnectLink, type WalletLink } from '../rules/deepLinks.js';
export type { LinkedWallet, WalletLinkKind } from '../store/walletLinks.js';
export type { Wallet } from '../api/walletApi.js';
export { loadIdentity } from '../actions/identity.js';
export type { Identity } from '../store/identityThunks.js';
export { setAccountTab } from '../actions/accountTab.js';
