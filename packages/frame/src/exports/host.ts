// @latch/frame/host: the frame-side host that the wallet page runs, with the protocol.
export * from '../protocol/index.js';
export * from '../host/index.js';
