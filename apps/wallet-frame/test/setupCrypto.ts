// jsdom has crypto.getRandomValues but no crypto.subtle: the frame's keys need WebCrypto, so the
// tests use Node's (the same API as the browser's).
import { webcrypto } from 'node:crypto';
import { deserialize, serialize } from 'node:v8';

if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

// jsdom has no structuredClone either; jose (the device key's proofs) copies with it, as browsers allow.
if (typeof globalThis.structuredClone !== 'function') {
  globalThis.structuredClone = ((value: unknown) => deserialize(serialize(value))) as typeof structuredClone;
}
