// Every message core shows a person or throws (SPEC 8's and Latch's own), written once: each its own
// export, named by its id (catalogue.test.ts holds them to it), so a bundle keeps only those it uses
// and the UI translates each by that id. Code throws and stores these, never a copy of their words.

// Messages live apart by when they load (the page's, the flows'), so a page's entry carries only its own.
export * from './startupMessages.js';
export * from './flowMessages.js';
export * from './networkMessages.js';
import { authInitialization, failedToDisconnect, failedToDisconnectChain, namespaceRequiredForConnectorId, tokenBalanceUnavailable } from './flowMessages.js';
import {
  chainAdapterNotFound,
  chainRequired,
  duplicateAdapter,
  emailDependency,
  invalidLegalUrl,
  networkNotFound,
  requestAborted,
  siweAndSiwx,
  unknown,
} from './startupMessages.js';
import { invalidNetwork } from './networkMessages.js';
// Texts the services send too: written once, beside the wire contract.
import { emailThrottledMessage, RPC_NOT_ALLOWED } from '../api/wire.js';
import { message, messageWith } from './message.js';
import type { AlertId, Alerts } from './alerts.js';

export const failedToFetchTransactions = message('failedToFetchTransactions', 'Failed to fetch transactions');
export const transactionsNeedAddress = message('transactionsNeedAddress', "Transactions can't be fetched without an accountAddress");

export const gasPriceNetworkNotSupported = message('gasPriceNetworkNotSupported', 'Network not supported for Gas Price');
export const swapsNetworkNotSupported = message('swapsNetworkNotSupported', 'Network not supported for Swaps');

export const errorResolvingName = message('errorResolvingName', 'Error resolving name');
export const errorFetchingNameSuggestions = message('errorFetchingNameSuggestions', 'Error fetching name suggestions');
export const errorFetchingNamesForAddress = message('errorFetchingNamesForAddress', 'Error fetching names for address');
export const errorRegisteringName = messageWith('errorRegisteringName', (name: string) => `Error registering name ${name}`);

export const addressOrAuthConnectorNotFound = message('addressOrAuthConnectorNotFound', 'Address or auth connector not found');

export const signatureDeclined = message('signatureDeclined', 'Signature declined');
export const smartAccountSignatureDeclined = message('smartAccountSignatureDeclined', 'This application might not support Smart Accounts');
export const siwxNotEnabled = message('siwxNotEnabled', 'SIWX is not enabled');
export const noActiveCaipAddress = message('noActiveCaipAddress', 'No ActiveCaipAddress found');
export const noActiveCaipNetworkOrClient = message('noActiveCaipNetworkOrClient', 'No ActiveCaipNetwork or client found');
export const noConnectionControllerClient = message('noConnectionControllerClient', 'No ConnectionController client found');

export const networkControllerClientNotSet = message('networkControllerClientNotSet', 'NetworkController client not set');
export const connectionControllerClientNotSet = message('connectionControllerClientNotSet', 'ConnectionController client not set');

export const rpcNotAllowed = message('rpcNotAllowed', RPC_NOT_ALLOWED);
export const rpcNotAllowedUi = message('rpcNotAllowedUi', 'Action not allowed');
export const emailThrottled = messageWith('emailThrottled', emailThrottledMessage);
export const somethingWentWrong = message('somethingWentWrong', 'Something went wrong');
export const anErrorOccurred = message('anErrorOccurred', 'An error occurred');
export const chainNotSupported = message('chainNotSupported', 'Chain is not supported');
export const invalidEmail = message('invalidEmail', 'Invalid email');

export const sendAmountAndReceiverRequired = message('sendAmountAndReceiverRequired', 'An amount and receiver address are required');
export const sendTokenRequired = message('sendTokenRequired', 'A token is required');
export const unsupportedChain = message('unsupportedChain', 'Unsupported chain');
export const invalidChainId = message('invalidChainId', 'Invalid chainId');

/** SPEC 8's messages as one object, keyed by id, for dApps and adapters that want them all. Code imports the names above, so a page's bundle keeps only what it uses. */
export const ErrorMessages = {
  invalidEmail,
  tokenBalanceUnavailable,
  failedToFetchTransactions,
  transactionsNeedAddress,
  gasPriceNetworkNotSupported,
  swapsNetworkNotSupported,
  errorResolvingName,
  errorFetchingNameSuggestions,
  errorFetchingNamesForAddress,
  errorRegisteringName,
  networkNotFound,
  addressOrAuthConnectorNotFound,
  authInitialization,
  signatureDeclined,
  smartAccountSignatureDeclined,
  siwxNotEnabled,
  noActiveCaipAddress,
  noActiveCaipNetworkOrClient,
  noConnectionControllerClient,
  chainRequired,
  chainAdapterNotFound,
  networkControllerClientNotSet,
  connectionControllerClientNotSet,
  namespaceRequiredForConnectorId,
  failedToDisconnect,
  failedToDisconnectChain,
  unknown,
  rpcNotAllowed,
  rpcNotAllowedUi,
  emailThrottled,
  requestAborted,
  somethingWentWrong,
  anErrorOccurred,
  chainNotSupported,
  emailDependency,
  siweAndSiwx,
  sendAmountAndReceiverRequired,
  sendTokenRequired,
  unsupportedChain,
  invalidChainId,
} as const;

// Latch's own messages, beyond SPEC 8: what a person reads when a wallet or the configuration misbehaves.
export const walletUnavailable = messageWith('walletUnavailable', (id: string) => `No wallet "${id}" is available in this browser.`);
export const walletReturnedNoAccount = message('walletReturnedNoAccount', 'The wallet returned no account.');
export const walletInvalidChainId = message('walletInvalidChainId', 'The wallet reported a chain id that is not valid.');
export const walletInvalidSignature = message('walletInvalidSignature', 'The wallet returned a signature that is not valid.');
export const walletInvalidTransactionHash = message('walletInvalidTransactionHash', 'The wallet returned a transaction hash that is not valid.');
export const walletConnectDeclined = message('walletConnectDeclined', 'The wallet declined the connection request.');
export const walletConnectFailed = message('walletConnectFailed', 'The WalletConnect connection could not be made.');
export const networkSwitchDeclined = message('networkSwitchDeclined', 'The wallet declined the network switch.');
export const noPairingToOpen = message('noPairingToOpen', 'There is no WalletConnect pairing to open yet.');
export const invalidAmount = message('invalidAmount', 'Enter an amount greater than zero, like 1.5.');
export const tooManyDecimals = messageWith('tooManyDecimals', (decimals: number) => `This token allows at most ${decimals} decimals.`);
/** More than the balance, in a send or a swap; the balance as the form shows it. */
export const insufficientBalance = messageWith('insufficientBalance', (symbol: string, balance: string) => `Not enough ${symbol}: the balance is ${balance} ${symbol}.`);
export const invalidReceiver = message('invalidReceiver', 'The receiver address is not valid on this network.');
/** A token picked where the namespace's adapter sends the native currency only (e.g. "Only SOL can be sent on Solana."). */
export const onlyNative = messageWith('onlyNative', (symbol: string, networkName: string) => `Only ${symbol} can be sent on ${networkName}.`);
export const invalidAccountName = message('invalidAccountName', 'A name needs at least 4 characters, and only letters, digits or hyphens.');
export const onrampAmountOutOfRange = messageWith('onrampAmountOutOfRange', (min: string, max: string, currency: string) => `Enter an amount from ${min} to ${max} ${currency}.`);
export const onrampNeedsAccount = message('onrampNeedsAccount', 'Connect a wallet to buy crypto.');
export const onrampNotAvailable = message('onrampNotAvailable', 'Buying crypto is not available here.');
export const swapNoQuote = message('swapNoQuote', 'No quote is available for this pair right now.');
export const swapNeedsQuote = message('swapNeedsQuote', 'Pick both tokens and an amount, and wait for its quote.');
export const swapNotSendable = message('swapNotSendable', 'Swaps cannot be sent from this wallet.');
export const swapTransactionMismatch = message('swapTransactionMismatch', 'The swap service returned a transaction that is not this swap, so nothing was sent.');
export const swapInProgress = message('swapInProgress', 'A swap is already being sent: confirm or reject it in your wallet first.');
export const swapBatchFailed = message('swapBatchFailed', 'The wallet reports that the swap failed: nothing was swapped.');
export const swapBatchTimedOut = message('swapBatchTimedOut', 'The wallet has not confirmed the swap yet: check its activity before trying again.');
export const walletInvalidCallsAnswer = message('walletInvalidCallsAnswer', 'The wallet answered the batch of calls in a shape that is not valid.');
export const unsafeWalletLink = messageWith('unsafeWalletLink', (reason: string) => `This wallet's link was not opened: ${reason}.`);
/** Why a wallet link on an app scheme was refused (a value of unsafeWalletLink): deep links open https: and the app schemes of the wallet listing only. */
export const walletLinkSchemeNotListed = (scheme: string) => `${scheme}: is not https: or an app scheme the wallet listing names`;
export const apiRequestTimedOut = message('apiRequestTimedOut', 'The service did not answer in time. Try again.');
export const siwxNotThisPage = message('siwxNotThisPage', "Sign-in messages name this page's own domain and URI only.");
export const siwxSessionRefused = message('siwxSessionRefused', "The app's server did not accept this sign-in.");
export const socialLoginUnavailable = message('socialLoginUnavailable', 'Social login is not available: no embedded wallet offers it.');
export const farcasterLoginUnavailable = message('farcasterLoginUnavailable', 'Farcaster login is not available: no embedded wallet offers it.');
export const passkeyLoginUnavailable = message('passkeyLoginUnavailable', 'Passkeys are not available: no embedded wallet offers them.');
export const siwxMessageMismatch = message('siwxMessageMismatch', 'The signed message is not a sign-in of this account on this network.');
export const siwxSignatureInvalid = message('siwxSignatureInvalid', "The signature is not this account's: the sign-in was refused.");
export const noSignInProfile = messageWith('noSignInProfile', (namespace: string) => `No sign-in message is written for the ${namespace} namespace`);
export const signInAddressNotChecksummed = message(
  'signInAddressNotChecksummed',
  "No sign-in message was written: the wallet's address could not be written EIP-55 checksummed, as EIP-4361 requires.",
);

/** Latch's own messages as one object, keyed by id. */
export const LatchMessages = {
  walletUnavailable,
  unsafeWalletLink,
  walletReturnedNoAccount,
  walletInvalidChainId,
  walletInvalidSignature,
  walletInvalidTransactionHash,
  walletConnectDeclined,
  walletConnectFailed,
  networkSwitchDeclined,
  noPairingToOpen,
  invalidAmount,
  tooManyDecimals,
  insufficientBalance,
  invalidReceiver,
  onlyNative,
  invalidAccountName,
  onrampAmountOutOfRange,
  onrampNeedsAccount,
  onrampNotAvailable,
  swapNoQuote,
  swapNeedsQuote,
  swapNotSendable,
  swapInProgress,
  swapTransactionMismatch,
  swapBatchFailed,
  swapBatchTimedOut,
  walletInvalidCallsAnswer,
  apiRequestTimedOut,
  siwxNotThisPage,
  siwxSessionRefused,
  siwxMessageMismatch,
  siwxSignatureInvalid,
  signInAddressNotChecksummed,
  noSignInProfile,
  socialLoginUnavailable,
  farcasterLoginUnavailable,
  passkeyLoginUnavailable,
  invalidLegalUrl,
  duplicateAdapter,
  invalidNetwork,
} as const;

// The alerts' texts are in alerts.ts, beside this file: a page carries them only once a view shows one.

type AlertMessages = (typeof Alerts)[AlertId];
/** The id of every message of the catalogue: what a locale translates (`@latch/ui`'s locales are keyed by it). */
export type MessageId = keyof typeof ErrorMessages | keyof typeof LatchMessages | AlertMessages[keyof AlertMessages]['id'];
