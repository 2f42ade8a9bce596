// @latch/frame: the embedded-wallet protocol and the app-side client. Zod is imported from
// 'zod/mini' only, so the client stays small in the dApp's bundle.
export * from '../protocol/index.js';
export * from '../client/index.js';
export * from '../session/index.js';
