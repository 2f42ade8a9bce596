// The public API of @latch/core, with semver's promise: what an app or an adapter author builds on
// (Latch's own adapters included). What only Latch's ui uses (its plumbing actions, selectors, rules and
// every constant) is in `@latch/core/internal` (internal.ts), which promises nothing. `exports.test.ts`
// snapshots both.

export { createLatch, type Latch, type LatchConfig, type LatchStore } from '../createLatch.js';
export * from '../public/index.js';

// Actions, each called with the instance.
export { closeModal, goBack, openModal, pushView } from '../actions/modal.js';
export { connect, disconnect, refreshBalance } from '../actions/connection.js';
export { switchNetwork } from '../actions/network.js';
export { setPreferredAccountType } from '../features/embedded/accountType.js';
export { send, updateSend } from '../features/send/send.js';
export { connectEmail, verifyEmailDevice, verifyEmailOtp } from '../features/embedded/emailLogin.js';
export { updateEmail, verifyUpdateEmailPrimary, verifyUpdateEmailSecondary } from '../features/embedded/emailUpdate.js';
export { connectSocial } from '../features/embedded/social.js';
export { connectFarcaster } from '../features/embedded/farcaster.js';
export { addPasskey, connectPasskey } from '../features/embedded/passkey.js';
export { cancelSignIn, signIn } from '../features/siwx/signIn.js';
export { registerName, resolveName, suggestNames } from '../features/names/names.js';
export { swap } from '../features/swap/swapExecute.js';
export { createOnrampUrl } from '../features/onramp/onramp.js';
export { setThemeMode } from '../actions/theme.js';
export { setLocale, setMessages } from '../actions/locale.js';

// Selectors, read with `selector(latch.getState())`.
export { selectActiveAccount, selectActiveAddress, selectIsConnected } from '../features/account/selectors.js';
export { selectActiveNamespace, selectActiveNetwork } from '../features/networks/selectors.js';
export { selectCurrentView, selectIsModalOpen } from '../features/modal/selectors.js';
export { selectActivity, selectTokenBalances, type Activity } from '../features/account/portfolioSelectors.js';
export { selectSiwx } from '../features/siwx/selectors.js';
export { selectLocale } from '../features/options/selectors.js';

// For adapter authors: the interface, and the kit every adapter (the shipped ones too) is built with.
export { lazyAdapter, type AdapterHost, type LazyAdapterBody } from '../adapter/lazyAdapter.js';
export { lazyOnce, type LazyOnce } from '../adapter/lazyOnce.js';
export { balanceCache } from '../adapter/balanceCache.js';
export { embeddedWalletImport } from '../adapter/embeddedWalletImport.js';
export { embeddedWalletInfo, walletConnectInfo } from '../adapter/sharedConnectors.js';
export { signedMessageSchema, transactionHashSchema } from '../rules/rpc.js';
export type {
  AdapterContext,
  AdapterEvent,
  ChainAdapter,
  ConnectorInfo,
  ConnectorType,
  ConnectResult,
  EmailConnectAction,
  EmailLogin,
  EmailUpdateAction,
  EmbeddedUser,
  FarcasterLogin,
  FrameRect,
  NamespaceRules,
  PairingHooks,
  PasskeyLogin,
  SocialLogin,
} from '../adapter/types.js';
export { walletConnectHub, type NamespaceContribution, type WalletConnectHub, type WalletConnectHubKey, type WalletConnectSession, type WalletConnectSessionEvent } from '../adapter/walletConnectHub.js';
export type { SocialProvider } from '../rules/auth.js';

// CAIP, formats and errors.
export type { ChainNamespace } from '../caip/namespaces.js';
export type { CaipNetwork, CaipNetworkId } from '../caip/network.js';
export { isCaipAddress, parseCaipAddress, shortenAddress, toCaipAddress, type CaipAddress, type ParsedCaipAddress } from '../caip/address.js';
export { isValidAddress } from '../caip/addressRule.js';
export { formatBalance, localDecimal } from '../format/balance.js';
export { formatUnits, parseUnits } from '../format/units.js';
export { ErrorMessages, LatchMessages, type MessageId } from '../errors/catalogue.js';
export { alertForProviderMessage, Alerts, type AlertId } from '../errors/alerts.js';
export { LatchError, messageOf } from '../errors/LatchError.js';
export { errorMessage } from '../errors/errorMessage.js';
export type { Message, MessageValue } from '../errors/message.js';
export { messageFromWire } from '../errors/wireMessages.js';

// What the config takes.
export { createStorage, type KeyValueStore, type LatchStorage, type Schema } from '../storage/storage.js';
export { systemClock, type Clock } from '../clock/clock.js';
export type { SiwxConfig, SiwxSession, SiwxVerifier } from '../siwx/types.js';
export type { SignInProfile } from '../siwx/signInMessage.js';
export { eip4361Siwx, type Eip4361Options } from '../siwx/eip4361.js';
export { eip4361Message, parseEip4361Message, type Eip4361Data, type Eip4361Fields, type Eip55Address } from '../siwx/eip4361Message.js';
export type { ConnectMethod, ConnectorTypeOrderItem, DappMetadata, Features, MessageOverrides, OptionsState, WalletFeature } from '../features/options/optionsSlice.js';
export type { ThemeMode, ThemeState } from '../features/options/themeSlice.js';
export type { PreferredAccountType } from '../rules/accountTypes.js';
export type { TelegramPlatform } from '../rules/auth.js';

// The state's shapes, and what the actions take and give.
export type { LatchDispatch, LatchExtra, LatchThunk, Platform } from '../store/extra.js';
export type { LatchState } from '../store/rootReducer.js';
export type { LatchEvent, SwapEventProperties } from '../store/events.js';
export type { ModalState } from '../features/modal/modalSlice.js';
export type { RouteEntry, RouterData, RouterState, View } from '../features/modal/routerSlice.js';
export type { OpenOptions } from '../features/modal/modalThunks.js';
export type { AccountsState, AccountState, AccountTab, AccountType, ConnectionStatus, TokenBalance } from '../features/account/accountsSlice.js';
export type { NetworksState } from '../features/networks/networksSlice.js';
export type { ConnectorsState } from '../features/connection/connectorsSlice.js';
export type { ConnectionState } from '../features/connection/connectionSlice.js';
export type { ConnectParams } from '../features/connection/connectThunks.js';
export type { Snack, SnackbarState, SnackVariant } from '../features/alerts/snackbarSlice.js';
export type { AlertsState } from '../features/alerts/alertsSlice.js';
export type { SiwxState } from '../features/siwx/siwxSlice.js';
export type { SendState } from '../features/send/sendSlice.js';
export type { TransactionCallbacks, TransactionEntry, TransactionOutcome } from '../features/send/transactionStack.js';
export type { SwapReceipt } from '../features/swap/swapExecute.js';
export type { SwapState } from '../features/swap/selectors.js';
export type { OnrampProvider } from '../features/onramp/onrampSlice.js';
export type { OnrampState } from '../features/onramp/selectors.js';
export type { WalletsState } from '../features/wallets/walletsSlice.js';
export type { Wallet } from '../api/walletApi.js';
export type { Transaction, Transfer } from '../api/history.js';
export type { Identity } from '../features/account/identityRequests.js';
