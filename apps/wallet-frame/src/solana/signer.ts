// Signing with the account's Solana key by WebCrypto's Ed25519: the PKCS #8 key is imported once,
// not extractable, and signs the bytes it is given (a message, or a transaction's message).
import { fromBase64Url } from '../keys/bytes.js';

export interface SolanaSigner {
  readonly address: string;
  /** The 64-byte Ed25519 signature of `bytes`. */
  sign(bytes: Uint8Array): Promise<Uint8Array>;
}

export async function createSolanaSigner(key: { pkcs8: string; address: string }, subtle: SubtleCrypto = crypto.subtle): Promise<SolanaSigner> {
  const privateKey = await subtle.importKey('pkcs8', fromBase64Url(key.pkcs8) as BufferSource, { name: 'Ed25519' }, false, ['sign']);
  return {
    address: key.address,
    sign: async (bytes) => new Uint8Array(await subtle.sign({ name: 'Ed25519' }, privateKey, bytes as BufferSource)),
  };
}
