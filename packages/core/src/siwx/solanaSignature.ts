// Solana sign-in signatures, checked in the browser with WebCrypto's Ed25519 (no Solana SDK in core).
// Loaded only when a session whose profile signs with ed25519 (Solana's) is checked.
import bs58 from 'bs58';

const ED25519 = { name: 'Ed25519' } as const;
const PUBLIC_KEY_BYTES = 32;
const SIGNATURE_BYTES = 64;

/** The bytes of base58 `text` (copied onto an ArrayBuffer of their own, as WebCrypto takes them); undefined when it is not base58. */
const decoded = (text: string): Uint8Array<ArrayBuffer> | undefined => {
  try {
    return new Uint8Array(bs58.decode(text));
  } catch {
    return undefined;
  }
};

/**
 * Whether `signature` (base58, as Solana writes signatures) is the ed25519 signature of the UTF-8 of
 * `message` by `address` (base58: its 32 public-key bytes). Undefined when this runtime's WebCrypto
 * has no Ed25519 (browsers before 2025), so the check is left to the dApp's server.
 */
export async function verifySolanaSignature({ message, signature, address }: { message: string; signature: string; address: string }): Promise<boolean | undefined> {
  const publicKey = decoded(address);
  const signatureBytes = decoded(signature);
  if (publicKey?.length !== PUBLIC_KEY_BYTES || signatureBytes?.length !== SIGNATURE_BYTES) return false;
  const { subtle } = globalThis.crypto;
  let key: CryptoKey;
  try {
    key = await subtle.importKey('raw', publicKey, ED25519, false, ['verify']);
  } catch (error) {
    if ((error as { name?: string }).name === 'NotSupportedError') return undefined;
    return false;
  }
  return subtle.verify(ED25519, key, signatureBytes, new TextEncoder().encode(message)).catch(() => false);
}
