// @latch/core/siwx: the built-in sign-in (EIP-4361, and CAIP-122 on Solana), its own entry so a page imports it only when it signs in.
export { eip4361Siwx, type Eip4361Options } from './eip4361.js';
export { eip4361Message, parseEip4361Message, type Eip4361Data, type Eip4361Fields, type Eip55Address } from './eip4361Message.js';
export { caip122Message, parseCaip122Message, type Caip122Fields } from './caip122Message.js';
export type { SiwxConfig, SiwxSession, SiwxVerifier } from './types.js';
