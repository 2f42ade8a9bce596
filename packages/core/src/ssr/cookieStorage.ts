import { isSavedConnectionKey } from '../features/connection/savedConnection.js';
import { createStorage, defaultBackend, type KeyValueStore, type LatchStorage } from '../storage/storage.js';
import { ACTIVE_NETWORK_KEY } from '../store/storageKeys.js';
import { documentCookieStore } from './cookies.js';

/** What a server needs to render the first frame as the browser will: the saved connections and the active network. */
export const isFirstFrameKey = (key: string) => key === ACTIVE_NETWORK_KEY || isSavedConnectionKey(key);

/** localStorage, looked up at each use, so that importing this module on a server reads nothing of the page. */
const lazyLocalStorage: KeyValueStore = {
  getItem: (key) => defaultBackend()?.getItem(key) ?? null,
  setItem: (key, value) => defaultBackend()?.setItem(key, value),
  removeItem: (key) => defaultBackend()?.removeItem(key),
};

/**
 * A storage for server-rendered apps (pass it as `createLatch({ storage })`): what the first frame needs lives in
 * cookies, which reach the server with every request (`cookieToInitialState` reads them there); the rest (recent
 * wallets, sign-in sessions) stays in localStorage, off the wire. On a server it holds nothing.
 */
export function createCookieStorage(): LatchStorage {
  const cookies = createStorage(documentCookieStore);
  const rest = createStorage(lazyLocalStorage);
  const pick = (key: string) => (isFirstFrameKey(key) ? cookies : rest);
  return {
    get: (key, schema) => pick(key).get(key, schema),
    set: (key, value) => pick(key).set(key, value),
    remove: (key) => pick(key).remove(key),
  };
}

/** The cookie storage of the page (wagmi's `cookieStorage`, for Latch). */
export const cookieStorage: LatchStorage = createCookieStorage();
