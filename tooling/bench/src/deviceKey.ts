// The wallet frame's device key as the bench holds one: an ECDSA P-256 pair that signs a DPoP proof
// (RFC 9449) for each auth request, as the frame does, so the services check real proofs under load.
import { generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export class DeviceKey {
  readonly #privateKey: KeyObject;
  readonly #header: string;

  constructor() {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const { kty, crv, x, y } = publicKey.export({ format: 'jwk' });
    this.#privateKey = privateKey;
    this.#header = base64url(JSON.stringify({ typ: 'dpop+jwt', alg: 'ES256', jwk: { kty, crv, x, y } }));
  }

  /** A fresh proof for `method` on `url` (its query and fragment dropped, as the services compare it). */
  proof(method: string, url: string): string {
    const target = new URL(url);
    const claims = { jti: randomBytes(16).toString('base64url'), htm: method, htu: `${target.origin}${target.pathname}`, iat: Math.floor(Date.now() / 1000) };
    const input = `${this.#header}.${base64url(JSON.stringify(claims))}`;
    // JWS wants the signature as r || s, not DER.
    return `${input}.${base64url(sign('sha256', Buffer.from(input), { key: this.#privateKey, dsaEncoding: 'ieee-p1363' }))}`;
  }
}
