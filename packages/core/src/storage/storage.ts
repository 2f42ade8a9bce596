import { STORAGE_PREFIX } from '../constants.js';

/** Any schema with zod's safeParse: classic zod and zod/mini both fit. */
export interface Schema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

/** Where Latch keeps what must survive a reload. Values are JSON-serializable. */
export interface LatchStorage {
  get<T>(key: string, schema: Schema<T>): T | undefined;
  set(key: string, value: unknown): void;
  remove(key: string): void;
}

/** The subset of the Web Storage API we use, so tests can pass their own. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The page's localStorage, or undefined where there is none or reading it throws (a server, a sandboxed frame). */
export function defaultBackend(): KeyValueStore | undefined {
  try {
    // Reading `localStorage` itself throws in sandboxed frames and with storage disabled.
    return typeof globalThis.localStorage === 'undefined' ? undefined : globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * A storage over localStorage (or the given backend; `null` keeps values in memory only) that
 * never throws: a missing or throwing backend behaves as empty, and corrupt or ill-shaped
 * JSON reads as absent and is removed so it cannot fail again.
 */
export function createStorage(backend: KeyValueStore | null = defaultBackend() ?? null, prefix = STORAGE_PREFIX): LatchStorage {
  const memory = new Map<string, string>();
  const read = (key: string): string | null => {
    // Memory holds only what the backend refused to take, which is newer than what the backend has.
    const remembered = memory.get(key);
    if (remembered !== undefined) return remembered;
    try {
      return backend?.getItem(prefix + key) ?? null;
    } catch {
      return null;
    }
  };
  const remove = (key: string) => {
    memory.delete(key);
    try {
      backend?.removeItem(prefix + key);
    } catch {
      // A backend that throws on remove has nothing we could clear anyway.
    }
  };

  return {
    get(key, schema) {
      const raw = read(key);
      if (raw === null) return undefined;
      try {
        const parsed = schema.safeParse(JSON.parse(raw));
        if (parsed.success) return parsed.data;
      } catch {
        // corrupt JSON: fall through and drop it
      }
      remove(key);
      return undefined;
    },
    set(key, value) {
      const raw = JSON.stringify(value);
      if (!backend) {
        memory.set(key, raw);
        return;
      }
      try {
        backend.setItem(prefix + key, raw);
        memory.delete(key);
      } catch {
        memory.set(key, raw);
      }
    },
    remove,
  };
}
