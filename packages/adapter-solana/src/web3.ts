// The adapter's only import of @solana/web3.js (1.x). Nothing imports this module statically: it is
// reached through loadWeb3() (an import()), so the SDK is a chunk of its own that the dApp's first page
// load never carries. Only what the adapter uses is re-exported, so a bundler keeps the chunk to those parts.
export { Connection, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
export type { Commitment, SendOptions } from '@solana/web3.js';
