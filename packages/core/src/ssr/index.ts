// @latch/core/ssr: server rendering with the connection in the first frame (Next.js and the like), its own entry so
// that apps rendered only in the browser never load it.
export { cookieStorage, createCookieStorage } from './cookieStorage.js';
export { cookieToInitialState, hydrate, SHOWN_ACCOUNT_WAIT_MS, type LatchInitialState } from './initialState.js';
