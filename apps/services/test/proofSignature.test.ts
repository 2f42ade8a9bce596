// The DPoP proof's signature and thumbprint checked with node:crypto (src/auth/proofSignature.ts),
// against what jose makes and computes.
import { calculateJwkThumbprint, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { jwkThumbprint, verifiedPayload, type ProofJwk } from '../src/auth/proofSignature.js';

async function signer() {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const { x, y } = await exportJWK(publicKey);
  const jwk: ProofJwk = { kty: 'EC', crv: 'P-256', x: x!, y: y! };
  const sign = (claims: Record<string, unknown>) => new SignJWT(claims).setProtectedHeader({ alg: 'ES256', typ: 'dpop+jwt', jwk }).sign(privateKey);
  return { jwk, sign };
}

describe('a proof signature', () => {
  it('gives the payload of a JWS its key signed', async () => {
    const { jwk, sign } = await signer();
    expect(verifiedPayload(await sign({ jti: 'a'.repeat(16), iat: 5 }), jwk)).toEqual({ jti: 'a'.repeat(16), iat: 5 });
  });

  it('checks every proof of a key it imported before as the first: a later altered one is refused', async () => {
    const { jwk, sign } = await signer();
    const first = await sign({ jti: 'a'.repeat(16), iat: 5 });
    expect(verifiedPayload(first, jwk)).toEqual({ jti: 'a'.repeat(16), iat: 5 });
    const [header, , signature] = (await sign({ jti: 'b'.repeat(16), iat: 6 })).split('.') as [string, string, string];
    expect(verifiedPayload(`${header}.${first.split('.')[1]}.${signature}`, jwk)).toBeUndefined();
    expect(verifiedPayload(await sign({ jti: 'c'.repeat(16), iat: 7 }), jwk)).toEqual({ jti: 'c'.repeat(16), iat: 7 });
  });

  it('refuses another key, an altered payload or signature, and what is not a compact JWS', async () => {
    const { jwk, sign } = await signer();
    const other = await signer();
    const proof = await sign({ jti: 'a'.repeat(16), iat: 5 });
    const [header, payload, signature] = proof.split('.') as [string, string, string];
    const altered = Buffer.from(JSON.stringify({ jti: 'b'.repeat(16), iat: 5 })).toString('base64url');
    expect(verifiedPayload(proof, other.jwk)).toBeUndefined();
    expect(verifiedPayload(`${header}.${altered}.${signature}`, jwk)).toBeUndefined();
    // Another ending than its own (a signature ending in AA already would be left as it was).
    const otherEnd = signature.endsWith('AA') ? 'BA' : 'AA';
    expect(verifiedPayload(`${header}.${payload}.${signature.slice(0, -2)}${otherEnd}`, jwk)).toBeUndefined();
    expect(verifiedPayload(`${header}.${payload}`, jwk)).toBeUndefined();
    expect(verifiedPayload(`${header}.${payload}.${signature}=`, jwk)).toBeUndefined();
    expect(verifiedPayload(proof, { ...jwk, x: jwk.y })).toBeUndefined();
  });

  it("has the key's RFC 7638 thumbprint, as jose computes it", async () => {
    const { jwk } = await signer();
    expect(jwkThumbprint(jwk)).toBe(await calculateJwkThumbprint(jwk, 'sha256'));
  });
});
