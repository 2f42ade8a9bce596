// A program outside the person's browser that plays the wallet frame to the services (issue 30's
// attacker): a device key of its own and a forged frame Origin, as any server can send. It starts
// logins and tries to complete them; the tests check it gets nothing.
import { createHash, randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

export interface AttackerAnswer {
  status: number;
  body: Record<string, unknown>;
}

export async function attackerClient() {
  const services = process.env.LATCH_E2E_SERVICES;
  const frameOrigin = process.env.LATCH_E2E_WALLET_FRAME && new URL(process.env.LATCH_E2E_WALLET_FRAME).origin;
  if (!services || !frameOrigin) throw new Error('LATCH_E2E_SERVICES and LATCH_E2E_WALLET_FRAME are set by the global setup');
  const { publicKey, privateKey } = await generateKeyPair('ES256');
  const { kty, crv, x, y } = await exportJWK(publicKey);

  const call = async (method: 'GET' | 'POST', path: string, body?: unknown, token?: string): Promise<AttackerAnswer> => {
    const url = new URL(path, services);
    for (const [name, value] of Object.entries({ projectId: 'latch-demo', st: 'latch', sv: '4' })) url.searchParams.set(name, value);
    const ath = token === undefined ? {} : { ath: createHash('sha256').update(token).digest('base64url') };
    const proof = await new SignJWT({ jti: randomBytes(16).toString('base64url'), htm: method, htu: `${url.origin}${url.pathname}`, iat: Math.floor(Date.now() / 1000), ...ath })
      .setProtectedHeader({ typ: 'dpop+jwt', alg: 'ES256', jwk: { kty, crv, x, y } })
      .sign(privateKey);
    const headers: Record<string, string> = { origin: frameOrigin, dpop: proof, 'content-type': 'application/json', ...(token ? { authorization: `DPoP ${token}` } : {}) };
    const response = await fetch(url, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  return {
    frameOrigin,
    startSocial: (provider: string) => call('POST', '/auth/v1/social/start', { provider, deviceId: 'attacker-device' }),
    completeSocial: (state: string, waitMs = 0) => call('POST', '/auth/v1/social/complete', { state, waitMs }),
    createFarcasterChannel: () => call('POST', '/auth/v1/farcaster/channel', { deviceId: 'attacker-device' }),
    completeFarcaster: (channelToken: string, body: Record<string, unknown> = {}) => call('POST', '/auth/v1/farcaster/complete', { channelToken, waitMs: 0, ...body }),
    keyBackup: (token: string) => call('GET', '/auth/v1/key-backup', undefined, token),
    wrapKey: (token: string) => call('GET', '/auth/v1/key-backup/wrap-key', undefined, token),
  };
}
