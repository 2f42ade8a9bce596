/**
 * The key-value storage a WalletConnect Core keeps its keys, pairings and sessions in, held
 * in memory. Under Node the SDK's default writes `walletconnect.db` files through unstorage
 * (or needs it installed for ":memory:"); this one writes nothing and runs in a browser too.
 * Values are cloned in and out, as the SDK's own storage serialises them.
 */
export class MemoryStorage {
  readonly #items = new Map<string, unknown>();

  async getKeys(): Promise<string[]> {
    return [...this.#items.keys()];
  }

  async getEntries<T = unknown>(): Promise<[string, T][]> {
    return [...this.#items].map(([key, value]) => [key, structuredClone(value) as T]);
  }

  async getItem<T = unknown>(key: string): Promise<T | undefined> {
    return this.#items.has(key) ? (structuredClone(this.#items.get(key)) as T) : undefined;
  }

  async setItem(key: string, value: unknown): Promise<void> {
    this.#items.set(key, structuredClone(value));
  }

  async removeItem(key: string): Promise<void> {
    this.#items.delete(key);
  }
}
