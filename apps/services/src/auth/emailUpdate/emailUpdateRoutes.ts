// The email update's routes, for the wallet frame only (its origin, a proof of its device key and
// the session token, as the key routes), under /auth/v1 and so under auth's write limits; and the
// undo link's, for the wallet's device page (the frame's origin; the link's token is the capability).
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/env.js';
import { HttpError } from '../../http/errors.js';
import { parseJsonBody, type BodyLimit } from '../../http/validate.js';
import { describeDevice, deviceFields } from '../deviceDescription.js';
import { requireFrameOrigin } from '../frameOrigin.js';
import type { KeyRelease } from '../keyRelease.js';
import { AUTH_SAID } from '../messages.js';
import { PROOF_HEADER, type ProofVerifier } from '../proof.js';
import { codeSchema, devicePageSchema, emailSchema } from '../schemas.js';
import { bearerToken, type Sessions } from '../sessions.js';
import { EMAIL_UPDATE_MESSAGES, type EmailUpdate, type UpdateRequest } from './emailUpdate.js';
import type { WalletMoves } from './walletMoves.js';

const UPDATE_BODY: BodyLimit = { maxBytes: 1024 };

export const emailUpdateStartSchema = z.object({ email: emailSchema });
export const emailUpdateOtpSchema = z.object({ otp: codeSchema });
const emptyBodySchema = z.object({});

export interface EmailUpdateRuntime {
  update: EmailUpdate;
  sessions: Sessions;
  proofs: ProofVerifier;
  frameOrigins: readonly string[];
  /** A device whose keys are held moves no address (keyRelease.ts). */
  keyRelease: KeyRelease;
  moves: WalletMoves;
}

export function emailUpdateRoutes({ update, sessions, proofs, frameOrigins, keyRelease, moves }: EmailUpdateRuntime): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use('/auth/v1/email-update/*', requireFrameOrigin(frameOrigins, EMAIL_UPDATE_MESSAGES.frameOnly));
  const pageOnly = requireFrameOrigin(frameOrigins);
  const request = async (c: Context<AppEnv>): Promise<UpdateRequest> => {
    const db = c.get('db');
    const project = c.get('project');
    const prove = (token: string) => proofs.verify(db, { method: c.req.method, url: c.req.url, proof: c.req.header(PROOF_HEADER), token });
    const session = await sessions.verify(db, bearerToken(c.req.header('authorization')), project.id, prove);
    await keyRelease.requireReleased(db, session);
    return { db, session, projectName: project.name, device: describeDevice(c.req.header('user-agent'), c.get('client')) };
  };

  routes.post('/auth/v1/email-update/start', async (c) => {
    const { email } = await parseJsonBody(c, emailUpdateStartSchema, UPDATE_BODY);
    return c.json({ action: await update.start(await request(c), email) });
  });

  routes.post('/auth/v1/email-update/verify-primary', async (c) => {
    const { otp } = await parseJsonBody(c, emailUpdateOtpSchema, UPDATE_BODY);
    return c.json({ action: await update.verifyPrimary(await request(c), otp) });
  });

  routes.post('/auth/v1/email-update/verify-secondary', async (c) => {
    const { otp } = await parseJsonBody(c, emailUpdateOtpSchema, UPDATE_BODY);
    return c.json(await update.verifySecondary(await request(c), otp));
  });

  routes.post('/auth/v1/email-update/resend', async (c) => {
    await parseJsonBody(c, emptyBodySchema, UPDATE_BODY);
    return c.json({ action: await update.resend(await request(c)) });
  });

  routes.post('/auth/v1/email-move', pageOnly, async (c) => {
    const { token } = await parseJsonBody(c, devicePageSchema, UPDATE_BODY);
    const move = await moves.find(c.get('db'), token);
    if (!move) throw new HttpError(404, AUTH_SAID.deviceLinkInvalid);
    c.header('cache-control', 'no-store');
    return c.json({ ...deviceFields(move.device), email: move.email, wallet: move.wallet?.address ?? null, smartAccounts: move.wallet?.smartAccounts ?? [], movedAt: new Date(move.movedAt).toISOString(), undone: move.undone });
  });

  routes.post('/auth/v1/email-move/undo', pageOnly, async (c) => {
    const { token } = await parseJsonBody(c, devicePageSchema, UPDATE_BODY);
    if (!(await moves.undo(c.get('db'), token))) throw new HttpError(404, AUTH_SAID.deviceLinkInvalid);
    return c.json({ undone: true });
  });

  return routes;
}
