// Byte encodings the frame needs, none written here: base64url from jose (storage, the services),
// standard base64 from the platform's btoa/atob (Solana transactions on the wire), base58 from bs58,
// as the rest of Latch writes it (Solana keys, signatures and messages).
import bs58 from 'bs58';
import { base64url } from 'jose';

export const toBase64Url = (bytes: Uint8Array): string => base64url.encode(bytes);

/** Throws on anything that is not base64url. */
export function fromBase64Url(text: string): Uint8Array {
  try {
    return base64url.decode(text);
  } catch {
    throw new Error('Not base64url');
  }
}

export const toBase58 = (bytes: Uint8Array): string => bs58.encode(bytes);

/** Throws on anything that is not base58. */
export function fromBase58(text: string): Uint8Array {
  try {
    return bs58.decode(text);
  } catch {
    throw new Error('Not base58');
  }
}

/** Standard base64 with padding, as Solana RPCs and wallets write transactions. */
export const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));

/** Throws on anything that is not standard base64. */
export function fromBase64(text: string): Uint8Array {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text)) throw new Error('Not base64');
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

export const utf8 = (text: string) => new TextEncoder().encode(text);

export function randomBytes(length: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(length));
}
