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
import { AUTH_MESSAGES, AUTH_SAID, backupTooLarge } from './messages.js';
import { deviceDecisionSchema, devicePageSchema, emailStartSchema, verifyDeviceSchema, verifyOtpSchema } from './schemas.js';
import { describeDevice, deviceFields } from './deviceDescription.js';
import type { KeyRelease } from './keyRelease.js';
import { longPollSignal } from './longPoll.js';
import { PROOF_HEADER, type ProofRequest, type ProofVerifier } from './proof.js';
import { bearerToken, requireFreshSignIn, type Sessions, type VerifiedSession } from './sessions.js';
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
  /** Holds a new device's first read of the keys after a phishable login (keyRelease.ts). */
  keyRelease: KeyRelease;
}

/** The route that counts its request against the write limits in its own first statement (http/rateLimit.ts). */
export const EMAIL_START_PATH = '/auth/v1/email/start';

export function authRoutes({ login, sessions, proofs, now, kek, frameOrigins, keyRelease }: AuthRuntime): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const frameOnly = requireFrameOrigin(frameOrigins);
  // The login's own calls too: a dApp's page in the person's browser would have its device named as
  // the person's own on the approval page, and a code typed into its look-alike screen trade for a session.
  const loginFrameOnly = requireFrameOrigin(frameOrigins, AUTH_MESSAGES.loginFrameOnly);
  const proofOf = (c: Context<AppEnv>, token?: string): ProofRequest => ({ method: c.req.method, url: c.req.url, proof: c.req.header(PROOF_HEADER), ...(token === undefined ? {} : { token }) });
  /** The thumbprint of the device key whose proof the request carries (bound to `token` when there is one). */
  const proven = (c: Context<AppEnv>, token?: string): Promise<string> => proofs.verify(c.get('db'), proofOf(c, token));
  /** The login of the request, its device key `jkt` (proven by the caller). */
  const loginRequest = (c: Context<AppEnv>, body: { email: string; deviceId: string }, jkt: string): LoginRequest => {
    const { id, name } = c.get('project');
    return { db: c.get('db'), email: body.email, deviceId: body.deviceId, jkt, project: { id, name }, device: device(c) };
  };
  /** The calling device as the person reads it. */
  const device = (c: Context<AppEnv>) => describeDevice(c.req.header('user-agent'), c.get('client'));
  /** The session of a key route, once its device may read the keys. */
  const keySession = async (c: Context<AppEnv>): Promise<VerifiedSession> => {
    const verified = await session(c);
    await keyRelease.check(c.get('db'), verified, device(c));
    return verified;
  };
  const session = (c: Context<AppEnv>): Promise<VerifiedSession> =>
    sessions.verify(c.get('db'), bearerToken(c.req.header('authorization')), c.get('project').id, (token) => proven(c, token));

  routes.post(EMAIL_START_PATH, loginFrameOnly, async (c) => {
    const body = await parseJsonBody(c, emailStartSchema, LOGIN_BODY);
    // Checked here; the request's count against the limits and its proof are written by the start's first statement, with its claim of the email slot.
    const proof = proofs.check(proofOf(c));
    return c.json({ action: await login.start(loginRequest(c, body, proof.jkt), { proof, limit: c.get('writeLimit') }) });
  });

  routes.post('/auth/v1/email/verify-device', loginFrameOnly, async (c) => {
    const body = await parseJsonBody(c, verifyDeviceSchema, LOGIN_BODY);
    const action = await login.awaitDevice(loginRequest(c, body, await proven(c)), body.waitMs, longPollSignal(c));
    return action ? c.json({ action }) : c.json({ status: 'pending' }, 202);
  });

  // The wallet's device page (device.html, top-level on the frame's origin): the link's token is the capability.
  routes.post('/auth/v1/device-approval', frameOnly, async (c) => {
    const { token } = await parseJsonBody(c, devicePageSchema, LOGIN_BODY);
    const { email, device: named, requestedAt, expiresAt, decision } = await login.linkedDevice(c.get('db'), token);
    c.header('cache-control', 'no-store');
    return c.json({ email, ...deviceFields(named), requestedAt: new Date(requestedAt).toISOString(), expiresAt: new Date(expiresAt).toISOString(), decision });
  });

  routes.post('/auth/v1/device-approval/decide', frameOnly, async (c) => {
    const { token, decision } = await parseJsonBody(c, deviceDecisionSchema, LOGIN_BODY);
    await login.decideDevice(c.get('db'), token, decision, c.get('project').name);
    return c.json({ decision: decision === 'approve' ? 'approved' : 'refused' });
  });

  routes.post('/auth/v1/key-release', frameOnly, async (c) => {
    const { token } = await parseJsonBody(c, devicePageSchema, LOGIN_BODY);
    const held = await keyRelease.find(c.get('db'), token);
    if (!held) throw new HttpError(404, AUTH_SAID.deviceLinkInvalid);
    c.header('cache-control', 'no-store');
    return c.json({ ...deviceFields(held.device), askedAt: new Date(held.askedAt).toISOString(), releaseAt: new Date(held.releaseAt).toISOString(), stopped: held.stopped, madeWallet: held.madeWallet?.address ?? null, smartAccounts: held.madeWallet?.smartAccounts ?? [] });
  });

  routes.post('/auth/v1/key-release/stop', frameOnly, async (c) => {
    const { token } = await parseJsonBody(c, devicePageSchema, LOGIN_BODY);
    if (!(await keyRelease.stop(c.get('db'), token))) throw new HttpError(404, AUTH_SAID.deviceLinkInvalid);
    return c.json({ stopped: true });
  });

  routes.post('/auth/v1/email/verify-otp', loginFrameOnly, async (c) => {
    const body = await parseJsonBody(c, verifyOtpSchema, LOGIN_BODY);
    return c.json(await login.verifyOtp(loginRequest(c, body, await proven(c)), body.otp));
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
      if (!(await sessions.revoke(tx, current.sessionId))) throw new HttpError(401, AUTH_SAID.sessionRevoked);
      return sessions.issue(tx, current.user, current.projectId, current.deviceId, current.jkt, current.method, current.authenticatedAt);
    });
    return c.json(refreshed);
  });

  routes.post('/auth/v1/sign-out', async (c) => {
    await sessions.revoke(c.get('db'), (await session(c)).sessionId);
    return c.json({ signedOut: true });
  });

  routes.put('/auth/v1/key-backup', frameOnly, async (c) => {
    const input = await parseJsonBody(c, keyBackupSchema, { maxBytes: MAX_BACKUP_BODY, message: backupTooLarge(MAX_BACKUP_CIPHERTEXT) });
    const verified = await session(c);
    // A first backup comes with the login that made the keys, which are its device's (the address is
    // told which device made which wallet); replacing one wants a fresh sign-in on a device not held,
    // and the one before is kept.
    return c.json(
      await storeKeyBackup(c.get('db'), verified.user.userId, input, now(), {
        jkt: verified.jkt,
        stored: (tx) => keyRelease.walletMade(tx, verified, device(c), input.address),
        mayReplace: async (tx) => {
          requireFreshSignIn(verified, now());
          await keyRelease.requireReleased(tx, verified);
        },
      }),
    );
  });

  routes.get('/auth/v1/key-backup', frameOnly, async (c) => {
    const { user } = await keySession(c);
    return c.json(await loadKeyBackup(c.get('db'), user.userId));
  });

  routes.get('/auth/v1/key-backup/wrap-key', frameOnly, async (c) => {
    const { user } = await keySession(c);
    c.header('cache-control', 'no-store');
    return c.json({ wrapKey: await loadWrapKey(c.get('db'), kek, user.userId, now()) });
  });

  return routes;
}
