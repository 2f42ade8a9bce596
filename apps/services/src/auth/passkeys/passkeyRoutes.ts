// The passkey routes (README "Passkeys"), all from the wallet frame's origin with a proof of its
// device key, under /auth/v1 and its write limits: adding a passkey wants the session too, signing
// in with one gives a session.
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../http/env.js';
import { parseJsonBody, type BodyLimit } from '../../http/validate.js';
import { requireFrameOrigin } from '../frameOrigin.js';
import { PROOF_HEADER, type ProofVerifier } from '../proof.js';
import type { KeyRelease } from '../keyRelease.js';
import { bearerToken, requireFreshSignIn, type Sessions } from '../sessions.js';
import { PASSKEY_MESSAGES } from './messages.js';
import type { FrameCall, PasskeyLogin } from './passkeyLogin.js';
import { passkeyLoginOptionsSchema, passkeyLoginSchema, passkeyRegisterSchema, passkeySealOptionsSchema, passkeySealSchema } from './schemas.js';

/** An attestation of `none` with its authenticator data, or an assertion with a sealed backup, fits well below this. */
const PASSKEY_BODY: BodyLimit = { maxBytes: 32 * 1024 };

export interface PasskeyRuntime {
  passkeys: PasskeyLogin;
  sessions: Sessions;
  proofs: ProofVerifier;
  frameOrigins: readonly string[];
  now: () => number;
  /** A device whose keys are held adds no passkey and seals nothing (keyRelease.ts). */
  keyRelease: KeyRelease;
}

export function passkeyRoutes({ passkeys, sessions, proofs, frameOrigins, now, keyRelease }: PasskeyRuntime): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use('/auth/v1/passkey/*', requireFrameOrigin(frameOrigins, PASSKEY_MESSAGES.frameOnly));
  const proven = (c: Context<AppEnv>, token?: string) =>
    proofs.verify(c.get('db'), { method: c.req.method, url: c.req.url, proof: c.req.header(PROOF_HEADER), ...(token === undefined ? {} : { token }) });
  const frameCall = (c: Context<AppEnv>, jkt: string): FrameCall => {
    const { id, allowedOrigins } = c.get('project');
    return { db: c.get('db'), projectId: id, jkt, origin: c.req.header('origin')!, topOrigins: allowedOrigins.filter((origin) => !frameOrigins.includes(origin)) };
  };
  /**
   * The session of a route that adds a passkey or seals the backup under one: a session alone is not
   * enough, its sign-in must be fresh, and its device not held (else a held email session would make
   * itself a passkey session, which is not held).
   */
  const session = async (c: Context<AppEnv>) => {
    const verified = await sessions.verify(c.get('db'), bearerToken(c.req.header('authorization')), c.get('project').id, (token) => proven(c, token));
    requireFreshSignIn(verified, now());
    await keyRelease.requireReleased(c.get('db'), verified);
    return { verified, call: frameCall(c, verified.jkt) };
  };
  routes.use('/auth/v1/passkey/*', async (c, next) => {
    await next();
    c.header('cache-control', 'no-store');
  });

  routes.post('/auth/v1/passkey/register/options', async (c) => {
    const { verified, call } = await session(c);
    return c.json(await passkeys.registrationOptions(call, verified));
  });

  routes.post('/auth/v1/passkey/register', async (c) => {
    const { response } = await parseJsonBody(c, passkeyRegisterSchema, PASSKEY_BODY);
    const { verified, call } = await session(c);
    return c.json(await passkeys.register(call, verified, response), 201);
  });

  routes.post('/auth/v1/passkey/login/options', async (c) => {
    const { deviceId } = await parseJsonBody(c, passkeyLoginOptionsSchema, PASSKEY_BODY);
    return c.json(await passkeys.authenticationOptions(frameCall(c, await proven(c)), deviceId));
  });

  routes.post('/auth/v1/passkey/login', async (c) => {
    const { deviceId, response } = await parseJsonBody(c, passkeyLoginSchema, PASSKEY_BODY);
    return c.json(await passkeys.login(frameCall(c, await proven(c)), deviceId, response));
  });

  routes.post('/auth/v1/passkey/seal/options', async (c) => {
    const { credentialId } = await parseJsonBody(c, passkeySealOptionsSchema, PASSKEY_BODY);
    const { verified, call } = await session(c);
    return c.json(await passkeys.sealOptions(call, verified, credentialId));
  });

  routes.post('/auth/v1/passkey/seal', async (c) => {
    const input = await parseJsonBody(c, passkeySealSchema, PASSKEY_BODY);
    const { verified, call } = await session(c);
    return c.json(await passkeys.seal(call, verified, input));
  });

  return routes;
}
