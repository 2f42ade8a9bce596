// The frame origin's storage, every key under `@appkit-wallet/` (SPEC 9). Values are JSON read
// back through a zod schema: an entry that is not JSON or not of its shape reads as missing and
// is removed. A storage that throws (disabled, full) never breaks a request that can do without.
import type * as z from 'zod/mini';

export const STORAGE_PREFIX = '@appkit-wallet/';

/** The part of Web Storage the frame uses (`window.localStorage` has it). */
export interface WebStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export class FrameStorage {
  constructor(private readonly storage: WebStorage | undefined) {}

  read<S extends z.ZodMiniType>(key: string, schema: S): z.infer<S> | undefined {
    let raw: string | null;
    try {
      raw = this.storage?.getItem(STORAGE_PREFIX + key) ?? null;
    } catch {
      return undefined;
    }
    if (raw === null) return undefined;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      this.remove(key);
      return undefined;
    }
    const parsed = schema.safeParse(json);
    if (parsed.success) return parsed.data;
    this.remove(key);
    return undefined;
  }

  /** Stores `value` as JSON; throws when the storage refuses (the caller decides whether that matters). */
  write(key: string, value: unknown): void {
    if (!this.storage) throw new Error('This browser keeps no storage for the wallet');
    this.storage.setItem(STORAGE_PREFIX + key, JSON.stringify(value));
  }

  remove(key: string): void {
    try {
      this.storage?.removeItem(STORAGE_PREFIX + key);
    } catch {
      // Nothing to do: a storage that cannot remove cannot have kept much either.
    }
  }
}

/** A Web Storage in memory: for tests and for a browser that gives the frame none. */
export class MemoryStorage implements WebStorage {
  readonly entries = new Map<string, string>();
  getItem(key: string): string | null {
    return this.entries.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.entries.set(key, String(value));
  }
  removeItem(key: string): void {
    this.entries.delete(key);
  }
}

/** `window.localStorage`, or undefined where reading it throws (storage blocked). */
export function browserStorage(): WebStorage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}
