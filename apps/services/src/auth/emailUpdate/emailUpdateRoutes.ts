// The email update's routes, for the wallet frame only (its origin, a proof of its device key and
// the session token, as the key routes), under /auth/v1 and so under auth's write limits.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/env.js';
import { parseJsonBody, type BodyLimit } from '../../http/validate.js';
import { requireFrameOrigin } from '../frameOrigin.js';
import type { KeyRelease } from '../keyRelease.js';
import { PROOF_HEADER, type ProofVerifier } from '../proof.js';
import { codeSchema, emailSchema } from '../schemas.js';
import { bearerToken, type Sessions } from '../sessions.js';
import { EMAIL_UPDATE_MESSAGES, type EmailUpdate, type UpdateRequest } from './emailUpdate.js';

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
}

export function emailUpdateRoutes({ update, sessions, proofs, frameOrigins, keyRelease }: EmailUpdateRuntime): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use('/auth/v1/email-update/*', requireFrameOrigin(frameOrigins, EMAIL_UPDATE_MESSAGES.frameOnly));
  const request = async (c: Context<AppEnv>): Promise<UpdateRequest> => {
    const db = c.get('db');
    const project = c.get('project');
    const prove = (token: string) => proofs.verify(db, { method: c.req.method, url: c.req.url, proof: c.req.header(PROOF_HEADER), token });
    const session = await sessions.verify(db, bearerToken(c.req.header('authorization')), project.id, prove);
    await keyRelease.requireReleased(db, session);
    return { db, session, projectName: project.name };
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

  return routes;
}
