// The DPoP proof's JWS signature and key thumbprint, with node:crypto. jose's jwtVerify checked
// them through WebCrypto, whose import of the embedded key (and its async hops) took about a fifth
// of an email-code start's CPU under the bench's load; the checks are the same: a compact JWS of
// three base64url parts, ES256 (a 64-byte r||s signature) under the header's P-256 key.
import { createHash, createPublicKey, verify, type KeyObject } from 'node:crypto';

export interface ProofJwk {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const ES256_SIGNATURE_BYTES = 64;

/**
 * Imported device keys, by their coordinates, the oldest dropped past this many. A device signs
 * every request of a login and a session with one key, and importing it (checking the point is on
 * the curve) cost as much as the signature check itself. A key is public: keeping it is no one's state.
 */
const KEPT_KEYS = 10_000;
const imported = new Map<string, KeyObject>();

function publicKeyOf(jwk: ProofJwk): KeyObject {
  const id = `${jwk.x}.${jwk.y}`;
  let key = imported.get(id);
  if (key === undefined) {
    key = createPublicKey({ key: { ...jwk }, format: 'jwk' });
    if (imported.size >= KEPT_KEYS) imported.delete(imported.keys().next().value!);
    imported.set(id, key);
  }
  return key;
}

/** The JSON payload of compact JWS `proof` when its ES256 signature verifies under `jwk`; undefined when not. */
export function verifiedPayload(proof: string, jwk: ProofJwk): unknown {
  const parts = proof.split('.');
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) return undefined;
  const [header, payload, signature] = parts as [string, string, string];
  const bytes = Buffer.from(signature, 'base64url');
  if (bytes.length !== ES256_SIGNATURE_BYTES) return undefined;
  try {
    if (!verify('sha256', Buffer.from(`${header}.${payload}`), { key: publicKeyOf(jwk), dsaEncoding: 'ieee-p1363' }, bytes)) return undefined;
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
  } catch {
    // Not a point of the curve, or a payload that is not JSON.
    return undefined;
  }
}

/** The key's RFC 7638 thumbprint: SHA-256 of its required members in lexicographic order, base64url. */
export const jwkThumbprint = ({ crv, kty, x, y }: ProofJwk): string => createHash('sha256').update(JSON.stringify({ crv, kty, x, y })).digest('base64url');
