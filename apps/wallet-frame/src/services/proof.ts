// The proof of the device key (RFC 9449, DPoP) the services want on every login and key route: a
// JWS signed by the frame's non-extractable ECDSA P-256 key (keys/deviceKey.ts), naming the
// request's method and URL (no query), a fresh id, the time, and with a session token its hash.
// jose signs it through WebCrypto, so the private key is used where it lives and never read out.
import { exportJWK, SignJWT } from 'jose';
import { randomBytes, toBase64Url, utf8 } from '../keys/bytes.js';

/** Makes the `DPoP` header's value for a request; `token` is the session token it carries, if any. */
export type ProofSigner = (method: string, url: string, token?: string) => Promise<string>;

export interface ProofSignerOptions {
  /** The device's signing key pair. */
  keyPair: () => Promise<CryptoKeyPair>;
  /** Milliseconds since the epoch: Date.now unless set (tests follow the services' clock). */
  now?: () => number;
}

/** RFC 9449's `htu`: the URL without its query and fragment. */
export function targetUri(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}

/** RFC 9449's `ath`: base64url of the token's SHA-256. */
export async function tokenHash(token: string): Promise<string> {
  return toBase64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', utf8(token) as BufferSource)));
}

export function createProofSigner({ keyPair, now = Date.now }: ProofSignerOptions): ProofSigner {
  let publicJwk: Promise<{ kty?: string; crv?: string; x?: string; y?: string }> | undefined;
  const jwk = async () => {
    const { kty, crv, x, y } = await exportJWK((await keyPair()).publicKey);
    return { kty, crv, x, y };
  };
  return async (method, url, token) => {
    const [keys, publicKey, ath] = await Promise.all([keyPair(), (publicJwk ??= jwk()), token === undefined ? undefined : tokenHash(token)]);
    const claims = { jti: toBase64Url(randomBytes(16)), htm: method.toUpperCase(), htu: targetUri(url), iat: Math.floor(now() / 1000), ...(ath === undefined ? {} : { ath }) };
    return new SignJWT(claims).setProtectedHeader({ typ: 'dpop+jwt', alg: 'ES256', jwk: publicKey }).sign(keys.privateKey);
  };
}
