// What the services forward to a chain's upstream, by what answers it: SPEC 6's safe methods that a
// node answers, and the bundler methods the embedded wallet's smart account sends its signed
// user operations with. Anything else never leaves the services.

/** SPEC 6's safe methods that an EVM node answers (wallet_* capability queries are the wallet's, not the node's). */
export const PROXIED_RPC_METHODS: ReadonlySet<string> = new Set([
  'eth_blockNumber', 'eth_call', 'eth_chainId', 'eth_estimateGas', 'eth_feeHistory', 'eth_gasPrice', 'eth_getBalance',
  'eth_getBlockByHash', 'eth_getBlockByNumber', 'eth_getBlockReceipts', 'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber', 'eth_getCode', 'eth_getFilterChanges', 'eth_getFilterLogs', 'eth_getLogs',
  'eth_getProof', 'eth_getStorageAt', 'eth_getTransactionByBlockHashAndIndex', 'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash', 'eth_getTransactionCount', 'eth_getTransactionReceipt', 'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter', 'eth_newFilter', 'eth_newPendingTransactionFilter', 'eth_sendRawTransaction', 'eth_syncing',
  'eth_uninstallFilter', 'net_version', 'web3_clientVersion',
]);

/** A Solana node's read-only methods, and sendTransaction of a transaction the wallet signed (as eth_sendRawTransaction). */
export const PROXIED_SOLANA_METHODS: ReadonlySet<string> = new Set([
  'getAccountInfo', 'getBalance', 'getBlockHeight', 'getEpochInfo', 'getFeeForMessage', 'getGenesisHash', 'getHealth',
  'getLatestBlockhash', 'getMinimumBalanceForRentExemption', 'getMultipleAccounts', 'getRecentPrioritizationFees',
  'getSignatureStatuses', 'getSignaturesForAddress', 'getSlot', 'getTokenAccountBalance', 'getTokenAccountsByOwner',
  'getTransaction', 'getVersion', 'isBlockhashValid', 'sendTransaction', 'simulateTransaction',
]);

/** The ERC-4337 bundler methods (ERC-7769) the smart account uses: estimate, send (signed already), and read back. */
export const PROXIED_BUNDLER_METHODS: ReadonlySet<string> = new Set([
  'eth_chainId', 'eth_estimateUserOperationGas', 'eth_getUserOperationByHash', 'eth_getUserOperationReceipt',
  'eth_sendUserOperation', 'eth_supportedEntryPoints',
]);
