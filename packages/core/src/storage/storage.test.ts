import { z } from 'zod';
import { createStorage, type KeyValueStore } from './storage.js';

function mapBackend(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const throwing: KeyValueStore = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('storage', () => {
  it('round-trips JSON values under the @latch/ prefix', () => {
    const backend = mapBackend();
    const storage = createStorage(backend);
    storage.set('connector', { id: 'io.metamask' });
    expect(backend.data.get('@latch/connector')).toBe('{"id":"io.metamask"}');
    expect(storage.get('connector', z.object({ id: z.string() }))).toEqual({ id: 'io.metamask' });
    storage.remove('connector');
    expect(storage.get('connector', z.unknown())).toBeUndefined();
  });

  it('reads corrupt JSON as absent and removes it', () => {
    const backend = mapBackend();
    backend.data.set('@latch/connector', '{not json');
    const storage = createStorage(backend);
    expect(storage.get('connector', z.unknown())).toBeUndefined();
    expect(backend.data.has('@latch/connector')).toBe(false);
  });

  it('reads a value of the wrong shape as absent and removes it', () => {
    const backend = mapBackend();
    backend.data.set('@latch/connector', '{"id":42}');
    const storage = createStorage(backend);
    expect(storage.get('connector', z.object({ id: z.string() }))).toBeUndefined();
    expect(backend.data.size).toBe(0);
  });

  it('survives a backend that throws on every call', () => {
    const storage = createStorage(throwing);
    expect(() => storage.set('a', 1)).not.toThrow();
    expect(storage.get('a', z.number())).toBe(1);
    expect(storage.get('missing', z.number())).toBeUndefined();
    expect(() => storage.remove('a')).not.toThrow();
  });

  it('reads back the newest value when the backend refused to store it', () => {
    const backend = mapBackend();
    const storage = createStorage(backend);
    storage.set('k', 'old');
    backend.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    storage.set('k', 'new');
    expect(storage.get('k', z.string())).toBe('new');
  });

  it('keeps values in memory when told to use no backend', () => {
    const storage = createStorage(null);
    storage.set('a', [1, 2]);
    expect(storage.get('a', z.array(z.number()))).toEqual([1, 2]);
  });
});

describe('default backend', () => {
  it('is localStorage when the page has one', () => {
    const backend = mapBackend();
    const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', { value: backend, configurable: true });
    try {
      createStorage().set('k', 'v');
      expect(backend.data.get('@latch/k')).toBe('"v"');
    } finally {
      if (original) Object.defineProperty(globalThis, 'localStorage', original);
      else delete (globalThis as { localStorage?: unknown }).localStorage;
    }
  });

  it('is memory when reading localStorage throws', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      get() {
        throw new Error('SecurityError');
      },
      configurable: true,
    });
    try {
      const storage = createStorage();
      storage.set('k', 1);
      expect(storage.get('k', z.number())).toBe(1);
    } finally {
      delete (globalThis as { localStorage?: unknown }).localStorage;
    }
  });
});
