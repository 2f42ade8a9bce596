// The frame's error messages, written once; SPEC 8's texts to the letter where it has one.

export const CHAIN_NOT_SUPPORTED = 'Chain is not supported';
/** The services could not say which chains the wallet serves (GET /v1/chains); the reason follows. */
export const CHAINS_UNAVAILABLE = 'The wallet could not load its networks from the services';
export const NO_EVM_CHAIN = 'The services list no EVM chain: the embedded wallet needs at least one';
export { RPC_NOT_ALLOWED } from '@latch/core/api';
export const SIGNATURE_DECLINED = 'Signature declined';
export const NOT_CONNECTED = 'The embedded wallet is not connected: sign in first';
export const OTHER_ACCOUNT = "The request names another account than the wallet's";
/** EIP-5792's answer (code 5760) to a batch that must be atomic, from a wallet without a smart account. */
export const ATOMICITY_NOT_SUPPORTED = 'Atomicity not supported: this wallet sends the calls one after the other';
export const NONCE_TOO_LARGE = 'The transaction nonce is too large';
export const TYPED_DATA_CHAIN_INVALID = "The typed data's domain chainId is not a chain id";
export const typedDataOtherChain = (chainId: bigint, network: { name: string; caipNetworkId: string }) =>
  `The typed data is for chain ${chainId}, not the wallet's network ${network.name} (${network.caipNetworkId}): switch networks first`;
/** eth_signTypedData_v4 that ethers cannot sign (types, domain or message that do not fit together). */
export const typedDataUnsignable = (reason: string) => `The typed data cannot be signed: ${reason}`;
/** The request's primaryType is not the type ethers signs (the one no other type refers to): the screen would describe another struct. */
export const typedDataOtherPrimaryType = (declared: string, signed: string) => `The typed data names ${declared} as its primaryType, but its types make ${signed} the one signed`;
export const notSupportedYet = (method: string) => `${method} is not supported by the embedded wallet yet`;
export const otherProject = (projectId: string) => `This wallet frame was opened for the project ${projectId}`;
export const NOT_A_SIGNER = "The transaction does not ask for this wallet's signature";
/** The network's RPC answered another signature than the one the frame made. */
export const OTHER_SIGNATURE_SENT = 'The network reported another transaction than the one signed';
/** solana_signMessage given the bytes of a transaction message: its signature would be the transaction's. */
export const SOLANA_MESSAGE_IS_TRANSACTION = 'This message is a Solana transaction: signing it would approve the transaction. The wallet signs transactions only with solana_signTransaction, where it shows what they do';
export const SOLANA_MESSAGE_NOT_TEXT = 'The wallet signs only messages a person can read: UTF-8 text, or a Solana off-chain message. This message is neither';
export const offchainMessageInvalid = (problem: string) => `The Solana off-chain message cannot be read: ${problem}`;
export const OFFCHAIN_MESSAGE_OTHER_SIGNERS = 'The Solana off-chain message does not name this wallet among its signers';
/** An account made where the browser had no Ed25519 has no Solana key. */
export const NO_SOLANA_KEY = 'This embedded account has no Solana key';
/** The bundler's receipt says the smart account's operation ran and reverted: its calls did nothing (the fee is paid). */
export const USER_OPERATION_FAILED = 'The transaction reverted: the smart account made none of its calls';
/** The bundler had no receipt for the smart account's operation within the frame's wait. */
export const USER_OPERATION_TIMED_OUT = 'The bundler did not include the transaction in time';
/** INIT_SMART_ACCOUNT on a network without ERC-4337 contracts. */
export const noSmartAccount = (network: string) => `${network} has no smart accounts: the account there is the EOA`;
/** eth_sendTransaction without a receiver from a smart account: its execute calls a contract, it cannot create one. */
export const SMART_ACCOUNT_CANNOT_CREATE = 'A smart account cannot deploy a contract with a transaction: send it from the EOA';
/** wallet_grantPermissions, wallet_revokePermissions or a send within a permission while the app has not turned SPEC 7's smartSessions feature on. */
export const SMART_SESSIONS_OFF = "Smart sessions are off for this app: its features do not turn 'smartSessions' on";
/** A permission needs the smart account: an EOA has no session keys. */
export const PERMISSIONS_NEED_SMART_ACCOUNT = 'Permissions are granted by the smart account: this network has none';
export const PERMISSION_OTHER_ACCOUNT = "The permission is for another account than the wallet's";
export const permissionExpiryInvalid = (maxSeconds: number) => `The permission's expiry must be a unix time in seconds, later than now and at most ${maxSeconds / 3600} hours away`;
/** A context this wallet never gave to this app, or one revoked. */
export const PERMISSION_UNKNOWN = 'Unknown permission: it was revoked, or this wallet never granted it to this app';
export const PERMISSION_EXPIRED = 'The permission expired: ask for a new one';
/** The account counts each operation's most network fee against the limit, beside the value it sends. */
export const PERMISSION_LIMIT_EXCEEDED = "The calls and their network fee would pass the permission's spend limit: the account refused them";
/** A native-token-transfer permission names no contract call: the account refuses any call with data in it. */
export const PERMISSION_CALL_DATA_NOT_ALLOWED = 'A permission only sends the native currency: calls with data (token and NFT transfers, approvals, any contract call) need an approval, so send them without it';
export const PERMISSION_CALL_NOT_ALLOWED = 'A permission only sends to other addresses than the account itself';
