// Loaded on demand with the first signature, send or address check; @solana/web3.js comes with it (loadWeb3).
export { canonicalAddress } from './wallet/address.js';
export { signSolanaMessage } from './wallet/signMessage.js';
export { sendSol, type SendOptions } from './wallet/sendSol.js';
