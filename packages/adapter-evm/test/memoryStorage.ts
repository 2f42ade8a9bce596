import type { WalletConnectStorage } from '../src/walletconnect/options.js';

/**
 * WalletConnect storage in a Map, one per test: under Node the SDK's default writes a
 * `walletconnect.db` folder in the working directory, shared by every test. Keeping the Map for
 * the next adapter is what a reload sees. Values go through JSON as in the SDK's own storage; not
 * structuredClone, whose objects come from outside jest's realm, so the SDK's plain-object merge
 * skips them.
 */
export function memoryStorage(): WalletConnectStorage {
  const items = new Map<string, string>();
  const read = <T>(json: string | undefined) => (json === undefined ? undefined : (JSON.parse(json) as T));
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async <T>() => [...items].map(([key, json]) => [key, read<T>(json)] as [string, T]),
    getItem: async <T>(key: string) => read<T>(items.get(key)),
    setItem: async (key, value) => void items.set(key, JSON.stringify(value)),
    removeItem: async (key) => void items.delete(key),
  };
}
