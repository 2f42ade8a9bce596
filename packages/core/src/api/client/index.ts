// The lazily loaded API layer: the RTK Query api with every endpoint of SPEC 7.
export { latchApi } from './latchApi.js';
export { walletApi, type WalletListingArgs, type WalletsQuery } from './walletEndpoints.js';
export { blockchainApi } from './blockchainEndpoints.js';
