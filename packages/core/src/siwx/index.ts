// @latch/core/siwx: the built-in EIP-4361 sign-in, its own entry so a page imports it only when it signs in.
export { eip4361Siwx, type Eip4361Options } from './eip4361.js';
export { eip4361Message, parseEip4361Message, type Eip4361Fields } from './eip4361Message.js';
export type { SiwxConfig, SiwxSession, SiwxVerifier } from './types.js';
