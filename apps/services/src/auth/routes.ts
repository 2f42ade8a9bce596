// The auth routes under /auth/v1 (README "Embedded-wallet auth"), behind the project and origin
// check like every route. Sessions ride in `Authorization: DPoP <token>`, and every route of a
// login or a session wants a proof of the frame's device key (proof.ts, the `DPoP` header).
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../http/env.js';
import { HttpError } from '../http/errors.js';
import { requireFrameOrigin } from './frameOrigin.js';
import { parseJsonBody, type BodyLimit } from '../http/validate.js';
import { keyBackupSchema, loadKeyBackup, MAX_BACKUP_BODY, MAX_BACKUP_CIPHERTEXT, storeKeyBackup } from './keyBackup.js';
import type { EmailLogin, LoginRequest } from './login.js';
import type { KeyEncryptionKey } from './kek.js';
import { AUTH_MESSAGES, backupTooLarge } from './messages.js';
import { emailStartSchema, verifyDeviceSchema, verifyOtpSchema } from './schemas.js';
import { PROOF_HEADER, type ProofVerifier } from './proof.js';
import { bearerToken, type Sessions, type VerifiedSession } from './sessions.js';
import { loadWrapKey } from './wrapKeys.js';

/** The login bodies are three short fields. */
const LOGIN_BODY: BodyLimit = { maxBytes: 4 * 1024 };

export interface AuthRuntime {
  login: EmailLogin;
  sessions: Sessions;
  proofs: ProofVerifier;
  now: () => number;
  /** Seals the backup wrap keys in the database (kek.ts). */
  kek: KeyEncryptionKey;
  /** The wallet frame's origins: the only ones the key routes answer. */
  frameOrigins: readonly string[];
}

export function authRoutes({ login, sessions, proofs, now, kek, frameOrigins }: AuthRuntime): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const frameOnly = requireFrameOrigin(frameOrigins);
  /** The thumbprint of the device key whose proof the request carries (bound to `token` when there is one). */
  const proven = (c: Context<AppEnv>, token?: string): Promise<string> =>
    proofs.verify(c.get('db'), { method: c.req.method, url: c.req.url, proof: c.req.header(PROOF_HEADER), ...(token === undefined ? {} : { token }) });
  const loginRequest = async (c: Context<AppEnv>, body: { email: string; deviceId: string }): Promise<LoginRequest> => {
    const { id, name } = c.get('project');
    return { db: c.get('db'), email: body.email, deviceId: body.deviceId, jkt: await proven(c), project: { id, name } };
  };
  const session = (c: Context<AppEnv>): Promise<VerifiedSession> =>
    sessions.verify(c.get('db'), bearerToken(c.req.header('authorization')), c.get('project').id, (token) => proven(c, token));

  routes.post('/auth/v1/email/start', async (c) => {
    const body = await parseJsonBody(c, emailStartSchema, LOGIN_BODY);
    return c.json({ action: await login.start(await loginRequest(c, body)) });
  });

  routes.post('/auth/v1/email/verify-device', async (c) => {
    const body = await parseJsonBody(c, verifyDeviceSchema, LOGIN_BODY);
    return c.json({ action: await login.verifyDevice(await loginRequest(c, body), body.code) });
  });

  routes.post('/auth/v1/email/verify-otp', async (c) => {
    const body = await parseJsonBody(c, verifyOtpSchema, LOGIN_BODY);
    return c.json(await login.verifyOtp(await loginRequest(c, body), body.otp));
  });

  routes.get('/auth/v1/session', async (c) => {
    const { user, expiresAt } = await session(c);
    return c.json({ user, expiresAt });
  });

  routes.post('/auth/v1/session/refresh', async (c) => {
    const current = await session(c);
    // One transaction: a new session that cannot be stored leaves the old one valid. A token is
    // refreshed once: of two refreshes racing with it, the second finds it revoked and is refused.
    const refreshed = await c.get('db').transaction(async (tx) => {
      if (!(await sessions.revoke(tx, current.sessionId))) throw new HttpError(401, AUTH_MESSAGES.sessionRevoked);
      return sessions.issue(tx, current.user, current.projectId, current.deviceId, current.jkt);
    });
    return c.json(refreshed);
  });

  routes.post('/auth/v1/sign-out', async (c) => {
    await sessions.revoke(c.get('db'), (await session(c)).sessionId);
    return c.json({ signedOut: true });
  });

  routes.put('/auth/v1/key-backup', frameOnly, async (c) => {
    const input = await parseJsonBody(c, keyBackupSchema, { maxBytes: MAX_BACKUP_BODY, message: backupTooLarge(MAX_BACKUP_CIPHERTEXT) });
    const { user } = await session(c);
    return c.json(await storeKeyBackup(c.get('db'), user.userId, input, now()));
  });

  routes.get('/auth/v1/key-backup', frameOnly, async (c) => {
    const { user } = await session(c);
    return c.json(await loadKeyBackup(c.get('db'), user.userId));
  });

  routes.get('/auth/v1/key-backup/wrap-key', frameOnly, async (c) => {
    const { user } = await session(c);
    c.header('cache-control', 'no-store');
    return c.json({ wrapKey: await loadWrapKey(c.get('db'), kek, user.userId, now()) });
  });

  return routes;
}
