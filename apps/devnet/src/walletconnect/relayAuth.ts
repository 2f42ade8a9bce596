import { decodeJWT, verifyJWT } from '@walletconnect/relay-auth';
import { z } from 'zod';

// The SDK signs a fresh JWT for every connection, valid for a day, issued by its did:key.
const payloadSchema = z.object({
  iss: z.string().startsWith('did:key:').max(256),
  exp: z.number(),
});

export type AuthResult = { ok: true; clientId: string } | { ok: false; reason: string };

/**
 * Checks the `auth` query parameter of a connection URL: an EdDSA JWT signed by the key its
 * issuer names, not yet expired. The issuer is the client's id for the rest of the connection.
 */
export async function authenticate(requestUrl: string, nowMs = Date.now()): Promise<AuthResult> {
  const jwt = new URL(requestUrl, 'ws://relay.invalid').searchParams.get('auth');
  if (!jwt) return { ok: false, reason: 'missing auth JWT' };
  if (jwt.length > 4096) return { ok: false, reason: 'auth JWT too long' };
  try {
    if (!(await verifyJWT(jwt))) return { ok: false, reason: 'auth JWT signature does not verify' };
    const payload = payloadSchema.safeParse(decodeJWT(jwt).payload);
    if (!payload.success) return { ok: false, reason: 'auth JWT payload is malformed' };
    if (payload.data.exp * 1000 <= nowMs) return { ok: false, reason: 'auth JWT expired' };
    return { ok: true, clientId: payload.data.iss };
  } catch {
    return { ok: false, reason: 'auth JWT is malformed' };
  }
}
