// The person's choice on a social login answered `409 VERIFY_LINK` (identityLink.ts): the code
// mailed to the address, another code, or a new account. For the wallet frame only (its origin, a
// proof of the device key that started the login), under /auth/v1 and its write limits.
import { VERIFY_LINK } from '@latch/core/api';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/env.js';
import { parseJsonBody } from '../../http/validate.js';
import { requireFrameOrigin } from '../frameOrigin.js';
import { PROOF_HEADER, type ProofVerifier } from '../proof.js';
import { codeSchema } from '../schemas.js';
import type { ConsentCall, IdentityLink } from './identityLink.js';
import { SOCIAL_MESSAGES } from './messages.js';
import { SOCIAL_BODY, stateSchema } from './socialRoutes.js';

export const socialLinkSchema = z.object({ state: stateSchema, otp: codeSchema });
export const socialChoiceSchema = z.object({ state: stateSchema });

export interface LinkRuntime {
  link: IdentityLink;
  proofs: ProofVerifier;
  frameOrigins: readonly string[];
}

export function linkRoutes({ link, proofs, frameOrigins }: LinkRuntime): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const frameOnly = requireFrameOrigin(frameOrigins, SOCIAL_MESSAGES.frameOnly);
  const consentCall = async (c: Context<AppEnv>, state: string): Promise<ConsentCall> => {
    const db = c.get('db');
    const jkt = await proofs.verify(db, { method: c.req.method, url: c.req.url, proof: c.req.header(PROOF_HEADER) });
    c.header('cache-control', 'no-store');
    return { db, state, jkt, projectId: c.get('project').id };
  };

  routes.post('/auth/v1/social/link', frameOnly, async (c) => {
    const { state, otp } = await parseJsonBody(c, socialLinkSchema, SOCIAL_BODY);
    return c.json(await link.confirm(await consentCall(c, state), otp));
  });

  routes.post('/auth/v1/social/link/resend', frameOnly, async (c) => {
    const { state } = await parseJsonBody(c, socialChoiceSchema, SOCIAL_BODY);
    await link.resend(await consentCall(c, state), c.get('project').name);
    return c.json({ action: VERIFY_LINK });
  });

  routes.post('/auth/v1/social/separate', frameOnly, async (c) => {
    const { state } = await parseJsonBody(c, socialChoiceSchema, SOCIAL_BODY);
    return c.json(await link.separate(await consentCall(c, state)));
  });

  return routes;
}
