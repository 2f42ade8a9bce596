// Every user-facing or thrown message of SPEC section 8, written once. Code refers to these
// constants (each its own export, so a bundle keeps only those it uses); the wording is a
// requirement, so never inline a copy.

// The messages modules loaded with the page need live apart, so a page's entry carries only those.
export * from './startupMessages.js';
import {
  NETWORK_NOT_FOUND,
  SIWE_AND_SIWX,
  duplicateAdapterMessage,
  AUTH_INITIALIZATION,
  CHAIN_ADAPTER_NOT_FOUND,
  CHAIN_REQUIRED,
  FAILED_TO_DISCONNECT,
  NAMESPACE_REQUIRED_FOR_CONNECTOR_ID,
  REQUEST_ABORTED,
  TOKEN_BALANCE_UNAVAILABLE,
  failedToDisconnectChainMessage,
  UNKNOWN,
  NO_CONNECTION_CONTROLLER_CLIENT,
  WALLET_RETURNED_NO_ACCOUNT,
  walletUnavailableMessage,
  EMAIL_DEPENDENCY,
} from './startupMessages.js';
// Texts the services send too: written once, beside the wire contract.
import { emailThrottledMessage, RPC_NOT_ALLOWED } from '../api/wire.js';
export { emailThrottledMessage, RPC_NOT_ALLOWED };

export const FAILED_TO_FETCH_TRANSACTIONS = 'Failed to fetch transactions';
export const TRANSACTIONS_NEED_ADDRESS = "Transactions can't be fetched without an accountAddress";

export const GAS_PRICE_NETWORK_NOT_SUPPORTED = 'Network not supported for Gas Price';
export const SWAPS_NETWORK_NOT_SUPPORTED = 'Network not supported for Swaps';

export const RESOLVE_NAME = 'Error resolving name';
export const FETCH_NAME_SUGGESTIONS = 'Error fetching name suggestions';
export const FETCH_NAMES_FOR_ADDRESS = 'Error fetching names for address';
export const registerNameMessage = (name: string) => `Error registering name ${name}`;

export const ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND = 'Address or auth connector not found';

export const SIGNATURE_DECLINED = 'Signature declined';
export const SMART_ACCOUNT_SIGNATURE_DECLINED = 'This application might not support Smart Accounts';
export const SIWX_NOT_ENABLED = 'SIWX is not enabled';
export const NO_ACTIVE_CAIP_ADDRESS = 'No ActiveCaipAddress found';
export const NO_ACTIVE_CAIP_NETWORK_OR_CLIENT = 'No ActiveCaipNetwork or client found';

export const NETWORK_CONTROLLER_CLIENT_NOT_SET = 'NetworkController client not set';
export const CONNECTION_CONTROLLER_CLIENT_NOT_SET = 'ConnectionController client not set';

export const RPC_NOT_ALLOWED_UI = 'Action not allowed';
export const SOMETHING_WENT_WRONG = 'Something went wrong';
export const AN_ERROR_OCCURRED = 'An error occurred';
export const CHAIN_NOT_SUPPORTED = 'Chain is not supported';
export const INVALID_EMAIL = 'Invalid email';

export const SEND_AMOUNT_AND_RECEIVER_REQUIRED = 'An amount and receiver address are required';
export const SEND_TOKEN_REQUIRED = 'A token is required';
export const UNSUPPORTED_CHAIN = 'Unsupported chain';
export const INVALID_CHAIN_ID = 'Invalid chainId';

/** The same messages as one object, for tests and for dApps that want them all. Code imports the names above, so a page's bundle keeps only what it uses. */
export const ErrorMessages = {
  invalidEmail: INVALID_EMAIL,
  tokenBalanceUnavailable: TOKEN_BALANCE_UNAVAILABLE,
  failedToFetchTransactions: FAILED_TO_FETCH_TRANSACTIONS,
  transactionsNeedAddress: TRANSACTIONS_NEED_ADDRESS,
  gasPriceNetworkNotSupported: GAS_PRICE_NETWORK_NOT_SUPPORTED,
  swapsNetworkNotSupported: SWAPS_NETWORK_NOT_SUPPORTED,
  resolveName: RESOLVE_NAME,
  fetchNameSuggestions: FETCH_NAME_SUGGESTIONS,
  fetchNamesForAddress: FETCH_NAMES_FOR_ADDRESS,
  registerName: registerNameMessage,
  networkNotFound: NETWORK_NOT_FOUND,
  addressOrAuthConnectorNotFound: ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND,
  authInitialization: AUTH_INITIALIZATION,
  signatureDeclined: SIGNATURE_DECLINED,
  smartAccountSignatureDeclined: SMART_ACCOUNT_SIGNATURE_DECLINED,
  siwxNotEnabled: SIWX_NOT_ENABLED,
  noActiveCaipAddress: NO_ACTIVE_CAIP_ADDRESS,
  noActiveCaipNetworkOrClient: NO_ACTIVE_CAIP_NETWORK_OR_CLIENT,
  noConnectionControllerClient: NO_CONNECTION_CONTROLLER_CLIENT,
  chainRequired: CHAIN_REQUIRED,
  chainAdapterNotFound: CHAIN_ADAPTER_NOT_FOUND,
  networkControllerClientNotSet: NETWORK_CONTROLLER_CLIENT_NOT_SET,
  connectionControllerClientNotSet: CONNECTION_CONTROLLER_CLIENT_NOT_SET,
  namespaceRequiredForConnectorId: NAMESPACE_REQUIRED_FOR_CONNECTOR_ID,
  failedToDisconnect: FAILED_TO_DISCONNECT,
  failedToDisconnectChain: failedToDisconnectChainMessage,
  unknown: UNKNOWN,
  rpcNotAllowed: RPC_NOT_ALLOWED,
  rpcNotAllowedUi: RPC_NOT_ALLOWED_UI,
  emailThrottled: emailThrottledMessage,
  requestAborted: REQUEST_ABORTED,
  somethingWentWrong: SOMETHING_WENT_WRONG,
  anErrorOccurred: AN_ERROR_OCCURRED,
  chainNotSupported: CHAIN_NOT_SUPPORTED,
  emailDependency: EMAIL_DEPENDENCY,
  siweAndSiwx: SIWE_AND_SIWX,
  sendAmountAndReceiverRequired: SEND_AMOUNT_AND_RECEIVER_REQUIRED,
  sendTokenRequired: SEND_TOKEN_REQUIRED,
  unsupportedChain: UNSUPPORTED_CHAIN,
  invalidChainId: INVALID_CHAIN_ID,
} as const;

// Latch's own messages, beyond SPEC 8: what a person reads when a wallet or the configuration misbehaves.
export const WALLET_INVALID_CHAIN_ID = 'The wallet reported a chain id that is not valid.';
export const WALLET_INVALID_SIGNATURE = 'The wallet returned a signature that is not valid.';
export const WALLET_INVALID_TRANSACTION_HASH = 'The wallet returned a transaction hash that is not valid.';
export const WALLET_CONNECT_DECLINED = 'The wallet declined the connection request.';
export const WALLET_CONNECT_FAILED = 'The WalletConnect connection could not be made.';
export const INVALID_AMOUNT = 'Enter an amount greater than zero, like 1.5.';
export const tooManyDecimalsMessage = (decimals: number) => `This token allows at most ${decimals} decimals.`;
export const INVALID_RECEIVER = 'The receiver address is not valid on this network.';
/** A token picked where the namespace's adapter sends the native currency only (e.g. "Only SOL can be sent on Solana."). */
export const onlyNativeMessage = (symbol: string, networkName: string) => `Only ${symbol} can be sent on ${networkName}.`;
export const ONLY_NATIVE_ON_SOLANA = onlyNativeMessage('SOL', 'Solana');
export const INVALID_ACCOUNT_NAME = 'A name needs at least 4 characters, and only letters, digits or hyphens.';
export const onrampAmountOutOfRangeMessage = (min: string, max: string, currency: string) => `Enter an amount from ${min} to ${max} ${currency}.`;
export const ONRAMP_NEEDS_ACCOUNT = 'Connect a wallet to buy crypto.';
export const ONRAMP_NOT_AVAILABLE = 'Buying crypto is not available here.';
export const SWAP_NO_QUOTE = 'No quote is available for this pair right now.';
export const SWAP_NEEDS_QUOTE = 'Pick both tokens and an amount, and wait for its quote.';
export const SWAP_NOT_SENDABLE = 'Swaps cannot be sent from this wallet.';
export const swapInsufficientBalanceMessage = (symbol: string, balance: string) => `Not enough ${symbol}: the balance is ${balance} ${symbol}.`;
export const SWAP_TRANSACTION_MISMATCH = 'The swap service returned a transaction that is not this swap, so nothing was sent.';
export const SWAP_IN_PROGRESS = 'A swap is already being sent: confirm or reject it in your wallet first.';
export const SWAP_BATCH_FAILED = 'The wallet reports that the swap failed: nothing was swapped.';
export const SWAP_BATCH_TIMED_OUT = 'The wallet has not confirmed the swap yet: check its activity before trying again.';
export const WALLET_INVALID_CALLS_ANSWER = 'The wallet answered the batch of calls in a shape that is not valid.';
export const unsafeWalletLinkMessage = (reason: string) => `This wallet's link was not opened: ${reason}.`;
/** Why a wallet link on an app scheme was refused: deep links open https: and the app schemes of the wallet listing only. */
export const walletLinkSchemeNotListed = (scheme: string) => `${scheme}: is not https: or an app scheme the wallet listing names`;
export const API_REQUEST_TIMED_OUT = 'The service did not answer in time. Try again.';
export const SIWX_NOT_THIS_PAGE = "Sign-in messages name this page's own domain and URI only.";
export const SIWX_SESSION_REFUSED = "The app's server did not accept this sign-in.";
export const SOCIAL_LOGIN_UNAVAILABLE = 'Social login is not available: no embedded wallet offers it.';
export const FARCASTER_LOGIN_UNAVAILABLE = 'Farcaster login is not available: no embedded wallet offers it.';
export const PASSKEY_LOGIN_UNAVAILABLE = 'Passkeys are not available: no embedded wallet offers them.';
export const SIWX_MESSAGE_MISMATCH = 'The signed message is not a sign-in of this account on this network.';
export const SIWX_SIGNATURE_INVALID = "The signature is not this account's: the sign-in was refused.";
export const SIGN_IN_ADDRESS_NOT_CHECKSUMMED = "No sign-in message was written: the wallet's address could not be written EIP-55 checksummed, as EIP-4361 requires.";

/** The same as one object. */
export const LatchMessages = {
  walletUnavailable: walletUnavailableMessage,
  unsafeWalletLink: unsafeWalletLinkMessage,
  walletReturnedNoAccount: WALLET_RETURNED_NO_ACCOUNT,
  walletInvalidChainId: WALLET_INVALID_CHAIN_ID,
  walletInvalidSignature: WALLET_INVALID_SIGNATURE,
  walletInvalidTransactionHash: WALLET_INVALID_TRANSACTION_HASH,
  walletConnectDeclined: WALLET_CONNECT_DECLINED,
  walletConnectFailed: WALLET_CONNECT_FAILED,
  invalidAmount: INVALID_AMOUNT,
  tooManyDecimals: tooManyDecimalsMessage,
  invalidReceiver: INVALID_RECEIVER,
  onlyNativeOnSolana: ONLY_NATIVE_ON_SOLANA,
  onlyNative: onlyNativeMessage,
  invalidAccountName: INVALID_ACCOUNT_NAME,
  onrampAmountOutOfRange: onrampAmountOutOfRangeMessage,
  onrampNeedsAccount: ONRAMP_NEEDS_ACCOUNT,
  onrampNotAvailable: ONRAMP_NOT_AVAILABLE,
  swapNoQuote: SWAP_NO_QUOTE,
  swapNeedsQuote: SWAP_NEEDS_QUOTE,
  swapNotSendable: SWAP_NOT_SENDABLE,
  swapInProgress: SWAP_IN_PROGRESS,
  swapTransactionMismatch: SWAP_TRANSACTION_MISMATCH,
  swapBatchFailed: SWAP_BATCH_FAILED,
  swapBatchTimedOut: SWAP_BATCH_TIMED_OUT,
  walletInvalidCallsAnswer: WALLET_INVALID_CALLS_ANSWER,
  swapInsufficientBalance: swapInsufficientBalanceMessage,
  apiRequestTimedOut: API_REQUEST_TIMED_OUT,
  siwxNotThisPage: SIWX_NOT_THIS_PAGE,
  siwxSessionRefused: SIWX_SESSION_REFUSED,
  siwxMessageMismatch: SIWX_MESSAGE_MISMATCH,
  siwxSignatureInvalid: SIWX_SIGNATURE_INVALID,
  signInAddressNotChecksummed: SIGN_IN_ADDRESS_NOT_CHECKSUMMED,
  duplicateAdapter: duplicateAdapterMessage,
} as const;

// The alerts' texts are in alerts.ts, beside this file: a page carries them only once a view shows one.

