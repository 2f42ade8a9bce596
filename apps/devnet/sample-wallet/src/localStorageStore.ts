/** The part of the Web Storage API the store uses (`window.localStorage` has it). */
export interface WebStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * WalletConnect's key-value storage on Web Storage, every key under one prefix, values as
 * JSON: the wallet's pairings and sessions survive a reload. An entry that is not JSON
 * (edited by hand, cut short) reads as missing, as the SDK's own browser storage does.
 */
export class LocalStorageStore {
  constructor(
    private readonly storage: WebStorage,
    private readonly prefix: string,
  ) {}

  async getKeys(): Promise<string[]> {
    const keys: string[] = [];
    for (let index = 0; index < this.storage.length; index++) {
      const key = this.storage.key(index);
      if (key?.startsWith(this.prefix)) keys.push(key.slice(this.prefix.length));
    }
    return keys;
  }

  async getEntries<T = unknown>(): Promise<[string, T][]> {
    const entries: [string, T][] = [];
    for (const key of await this.getKeys()) {
      const value = await this.getItem<T>(key);
      if (value !== undefined) entries.push([key, value]);
    }
    return entries;
  }

  async getItem<T = unknown>(key: string): Promise<T | undefined> {
    const raw = this.storage.getItem(this.prefix + key);
    if (raw === null) return undefined;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return undefined;
    }
  }

  async setItem(key: string, value: unknown): Promise<void> {
    this.storage.setItem(this.prefix + key, JSON.stringify(value));
  }

  async removeItem(key: string): Promise<void> {
    this.storage.removeItem(this.prefix + key);
  }
}

/** The page's localStorage, or undefined where it is blocked (some private modes throw on touching it). */
export function pageLocalStorage(): WebStorage | undefined {
  try {
    const storage = (globalThis as { localStorage?: WebStorage }).localStorage!;
    const probe = '__latch_sample_wallet_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return undefined;
  }
}
