// The device key: a non-extractable AES-GCM key kept in the frame origin's IndexedDB. It
// encrypts the keys kept in localStorage, so a copy of that storage alone (a backup of the
// browser profile, a disk image) does not give them; script on the frame's origin can use it.
import { generateDeviceKey } from './aes.js';

export interface DeviceKeyStore {
  /** The device key, made on first use. */
  key(): Promise<CryptoKey>;
}

export const DEVICE_KEY_DB = '@appkit-wallet/keys';
const STORE = 'device-key';
const ENTRY = 'aes-gcm';

const requestResult = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

function openDatabase(factory: IDBFactory, name: string): Promise<IDBDatabase> {
  const request = factory.open(name, 1);
  request.onupgradeneeded = () => request.result.createObjectStore(STORE);
  return requestResult(request);
}

/** The device key in IndexedDB (structured clone keeps a CryptoKey non-extractable). */
export function indexedDbDeviceKey(factory: IDBFactory = globalThis.indexedDB, name = DEVICE_KEY_DB): DeviceKeyStore {
  let pending: Promise<CryptoKey> | undefined;
  const load = async () => {
    if (!factory) throw new Error('This browser gives the wallet no IndexedDB for its keys');
    const db = await openDatabase(factory, name);
    try {
      const stored = await requestResult(db.transaction(STORE, 'readonly').objectStore(STORE).get(ENTRY));
      if (stored instanceof CryptoKey) return stored;
      const key = await generateDeviceKey();
      // `add` fails if another tab stored one first: then that one is the device key.
      try {
        await requestResult(db.transaction(STORE, 'readwrite').objectStore(STORE).add(key, ENTRY));
        return key;
      } catch {
        const winner = await requestResult(db.transaction(STORE, 'readonly').objectStore(STORE).get(ENTRY));
        if (winner instanceof CryptoKey) return winner;
        throw new Error('The device key could not be stored');
      }
    } finally {
      db.close();
    }
  };
  return {
    key: () => (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    })),
  };
}

/** A device key that lives as long as the object: tests, and the node integration test. */
export function memoryDeviceKey(): DeviceKeyStore {
  let key: Promise<CryptoKey> | undefined;
  return { key: () => (key ??= generateDeviceKey()) };
}
