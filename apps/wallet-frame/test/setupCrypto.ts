// jsdom has crypto.getRandomValues but no crypto.subtle: the frame's keys need WebCrypto, so the
// tests use Node's (the same API as the browser's).
import { webcrypto } from 'node:crypto';

if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
