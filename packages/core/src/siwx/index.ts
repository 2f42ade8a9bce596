// @latch/core/siwx: the built-in sign-in (CAIP-122 in each namespace's profile: EIP-4361 on eip155), its own entry so a page imports it only when it signs in.
export { eip4361Siwx, type Eip4361Options } from './eip4361.js';
export { eip4361Message, parseEip4361Message, type Eip4361Data, type Eip4361Fields, type Eip55Address } from './eip4361Message.js';
export { caip122Message, parseCaip122Message, type Caip122Fields, type SignInProfile } from './signInMessage.js';
export { EIP4361_PROFILE, SOLANA_SIGN_IN_PROFILE } from './profiles.js';
export type { SiwxConfig, SiwxSession, SiwxVerifier } from './types.js';
