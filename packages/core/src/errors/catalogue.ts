// Every user-facing or thrown message of SPEC section 8, written once. Code and tests
// refer to these constants; the wording is a requirement, so never inline a copy.

export const ErrorMessages = {
  tokenBalanceUnavailable: 'Token Balance Unavailable',
  failedToFetchTransactions: 'Failed to fetch transactions',
  transactionsNeedAddress: "Transactions can't be fetched without an accountAddress",

  gasPriceNetworkNotSupported: 'Network not supported for Gas Price',
  swapsNetworkNotSupported: 'Network not supported for Swaps',

  resolveName: 'Error resolving name',
  fetchNameSuggestions: 'Error fetching name suggestions',
  fetchNamesForAddress: 'Error fetching names for address',
  registerName: (name: string) => `Error registering name ${name}`,

  networkNotFound: 'Network not found',
  addressOrAuthConnectorNotFound: 'Address or auth connector not found',
  authInitialization: 'A problem occurred while trying initialize authentication',

  signatureDeclined: 'Signature declined',
  smartAccountSignatureDeclined: 'This application might not support Smart Accounts',
  siwxNotEnabled: 'SIWX is not enabled',
  noActiveCaipAddress: 'No ActiveCaipAddress found',
  noActiveCaipNetworkOrClient: 'No ActiveCaipNetwork or client found',
  noConnectionControllerClient: 'No ConnectionController client found',

  chainRequired: 'Chain is required to perform this action',
  chainAdapterNotFound: 'Chain adapter not found',
  networkControllerClientNotSet: 'NetworkController client not set',
  connectionControllerClientNotSet: 'ConnectionController client not set',
  namespaceRequiredForConnectorId: 'Namespace is required for CONNECTED_CONNECTOR_ID',
  failedToDisconnect: 'Failed to disconnect',
  failedToDisconnectChain: (chain: string) => `Failed to disconnect chain ${chain}`,
  unknown: 'Unknown error',

  rpcNotAllowed: 'Requested RPC call is not allowed',
  rpcNotAllowedUi: 'Action not allowed',
  emailThrottled: (seconds: number) => `Please try again after ${seconds} seconds`,
  requestAborted: 'Request was aborted',
  somethingWentWrong: 'Something went wrong',
  anErrorOccurred: 'An error occurred',
  chainNotSupported: 'Chain is not supported',
  emailDependency: 'Unable to load email login dependency',
  siweAndSiwx: 'Cannot set both `siweConfig` and `siwx` options',

  sendAmountAndReceiverRequired: 'An amount and receiver address are required',
  sendTokenRequired: 'A token is required',
  unsupportedChain: 'Unsupported chain',
  invalidChainId: 'Invalid chainId',
} as const;

/** Latch's own messages, beyond SPEC 8: what a person reads when a wallet or the configuration misbehaves. */
export const LatchMessages = {
  walletUnavailable: (id: string) => `No wallet "${id}" is available in this browser.`,
  walletReturnedNoAccount: 'The wallet returned no account.',
  walletInvalidChainId: 'The wallet reported a chain id that is not valid.',
  walletInvalidSignature: 'The wallet returned a signature that is not valid.',
  walletInvalidTransactionHash: 'The wallet returned a transaction hash that is not valid.',
  invalidAmount: 'Enter an amount greater than zero, like 1.5.',
  tooManyDecimals: (decimals: number) => `This token allows at most ${decimals} decimals.`,
  invalidReceiver: 'The receiver address is not valid on this network.',
  onlyNativeOnSolana: 'Only SOL can be sent on Solana.',
  duplicateAdapter: (namespace: string) => `Only one adapter per namespace: ${namespace} was given twice.`,
} as const;

/** Alerts of SPEC 8: a short title and the sentence shown under it. */
export const Alerts = {
  invalidAppConfiguration: {
    shortMessage: 'Invalid App Configuration',
    longMessage: 'Origin is not on the allowlist, or the domain is not verified.',
  },
  networkNotFound: {
    shortMessage: 'Network Not Found',
    longMessage: 'The network must be in the configured networks array.',
  },
  embeddedWalletLoad: {
    shortMessage: 'Network Error - Could not load embedded wallet',
    longMessage: 'Please try again later.',
  },
  embeddedWalletTimeout: {
    shortMessage: 'Embedded Wallet Request Timed Out',
    longMessage: 'Please try again later.',
  },
  sessionExpired: {
    shortMessage: 'Session Expired',
    longMessage: 'The JWT is not yet valid: check your time settings and reconnect.',
  },
  invalidProjectId: {
    shortMessage: 'Invalid Project ID',
    longMessage: 'The project id is not valid.',
  },
  projectIdNotConfigured: {
    shortMessage: 'Project ID Not Configured',
    longMessage: 'Set a project id in the Latch configuration.',
  },
} as const;

export type AlertId = keyof typeof Alerts;

/** Provider server messages of SPEC 8 and the alert each one maps to. */
export const ProviderMessageAlerts: Readonly<Record<string, AlertId>> = {
  'Unauthorized: origin not allowed': 'invalidAppConfiguration',
  'JWT validation error: JWT Token is not yet valid': 'sessionExpired',
  'Unauthorized: invalid key': 'invalidProjectId',
};
