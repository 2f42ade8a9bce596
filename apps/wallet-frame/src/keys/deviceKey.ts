// The device keys, non-extractable WebCrypto keys kept in the frame origin's IndexedDB:
// - an AES-GCM key that encrypts the keys kept in localStorage, so a copy of that storage alone
//   (a backup of the browser profile, a disk image) does not give them;
// - an ECDSA P-256 key pair whose private key signs the proofs (services/proof.ts) that the
//   services want on every login and key route: a code or a session token is worth something
//   only with a proof of this key, which never leaves the browser.
// Script on the frame's origin can use them; nothing can read them out.
import { generateDeviceKey } from './aes.js';

export interface DeviceKeyStore {
  /** The device's AES-GCM key, made on first use. */
  key(): Promise<CryptoKey>;
  /** The device's ECDSA P-256 signing key pair (private key non-extractable), made on first use. */
  signingKey(): Promise<CryptoKeyPair>;
}

export const DEVICE_KEY_DB = '@appkit-wallet/keys';
const STORE = 'device-key';
const ENTRY = 'aes-gcm';
const SIGNING_ENTRY = 'ecdsa-p256';

/** A new ECDSA P-256 pair: the private key can sign but never be exported. */
export function generateSigningKey(): Promise<CryptoKeyPair> {
  return crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify']);
}

const isCryptoKey = (value: unknown): value is CryptoKey => value instanceof CryptoKey;
const isKeyPair = (value: unknown): value is CryptoKeyPair =>
  typeof value === 'object' && value !== null && isCryptoKey((value as CryptoKeyPair).privateKey) && isCryptoKey((value as CryptoKeyPair).publicKey);

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

/** Loads `entry`, or makes and stores it; a failure is tried again by the next call. */
function storedOnce<T>(factory: IDBFactory, name: string, entry: string, valid: (value: unknown) => value is T, make: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  const load = async () => {
    if (!factory) throw new Error('This browser gives the wallet no IndexedDB for its keys');
    const db = await openDatabase(factory, name);
    try {
      const stored: unknown = await requestResult(db.transaction(STORE, 'readonly').objectStore(STORE).get(entry));
      if (valid(stored)) return stored;
      const key = await make();
      // `add` fails if another tab stored one first: then that one is the device key.
      try {
        await requestResult(db.transaction(STORE, 'readwrite').objectStore(STORE).add(key, entry));
        return key;
      } catch {
        const winner: unknown = await requestResult(db.transaction(STORE, 'readonly').objectStore(STORE).get(entry));
        if (valid(winner)) return winner;
        throw new Error('The device key could not be stored');
      }
    } finally {
      db.close();
    }
  };
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

/** The device keys in IndexedDB (structured clone keeps a CryptoKey non-extractable). */
export function indexedDbDeviceKey(factory: IDBFactory = globalThis.indexedDB, name = DEVICE_KEY_DB): DeviceKeyStore {
  return {
    key: storedOnce(factory, name, ENTRY, isCryptoKey, generateDeviceKey),
    signingKey: storedOnce(factory, name, SIGNING_ENTRY, isKeyPair, generateSigningKey),
  };
}

/** Device keys that live as long as the object: tests, and the node integration test. */
export function memoryDeviceKey(): DeviceKeyStore {
  let key: Promise<CryptoKey> | undefined;
  let signing: Promise<CryptoKeyPair> | undefined;
  return { key: () => (key ??= generateDeviceKey()), signingKey: () => (signing ??= generateSigningKey()) };
}
