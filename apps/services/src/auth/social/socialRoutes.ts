// Social login's routes (README "Social login"): start and complete for the wallet frame, from its
// origin with a proof of its device key, under /auth/v1 and its write limits; the providers'
// callback outside the project check (a provider's redirect carries no projectId: the state,
// single use, names the login and its project).
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/env.js';
import { parseJsonBody, type BodyLimit } from '../../http/validate.js';
import { requireFrameOrigin } from '../frameOrigin.js';
import { deviceIdSchema } from '../schemas.js';
import { PROOF_HEADER, type ProofVerifier } from '../proof.js';
import { renderCallbackPage } from './callbackPage.js';
import { SOCIAL_MESSAGES } from './messages.js';
import { socialProviderSchema } from './providers.js';
import { SOCIAL_COMPLETE_MAX_WAIT_MS, type SocialLogin } from './socialLogin.js';

const SOCIAL_BODY: BodyLimit = { maxBytes: 1024 };
/** 32 random bytes in base64url, as start makes it. */
const stateSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be the state the start answered');

export const socialStartSchema = z.object({ provider: socialProviderSchema, deviceId: deviceIdSchema });
export const socialCompleteSchema = z.object({
  state: stateSchema,
  /** How long to wait for the callback before answering pending. */
  waitMs: z.number().int().min(0).max(SOCIAL_COMPLETE_MAX_WAIT_MS).default(SOCIAL_COMPLETE_MAX_WAIT_MS),
});
const callbackQuerySchema = z
  .object({
    state: stateSchema,
    code: z.string().min(1).max(2048).optional(),
    error: z.string().regex(/^[\x20-\x7E]{1,128}$/).optional(),
    error_description: z.string().max(1024).optional(),
    iss: z.string().max(2048).optional(),
  })
  .refine((query) => (query.code === undefined) !== (query.error === undefined), 'must carry a code or an error');

export interface SocialRuntime {
  social: SocialLogin;
  proofs: ProofVerifier;
  frameOrigins: readonly string[];
}

export function socialRoutes({ social, proofs, frameOrigins }: SocialRuntime): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const frameOnly = requireFrameOrigin(frameOrigins, SOCIAL_MESSAGES.frameOnly);
  const proven = (c: Context<AppEnv>) => proofs.verify(c.get('db'), { method: c.req.method, url: c.req.url, proof: c.req.header(PROOF_HEADER) });

  routes.get('/auth/v1/social/providers', (c) => c.json({ providers: social.offered }));

  routes.post('/auth/v1/social/start', frameOnly, async (c) => {
    const { provider, deviceId } = await parseJsonBody(c, socialStartSchema, SOCIAL_BODY);
    const jkt = await proven(c);
    c.header('cache-control', 'no-store');
    return c.json(await social.start({ db: c.get('db'), provider, deviceId, jkt, projectId: c.get('project').id, requestOrigin: new URL(c.req.url).origin }));
  });

  routes.post('/auth/v1/social/complete', frameOnly, async (c) => {
    const { state, waitMs } = await parseJsonBody(c, socialCompleteSchema, SOCIAL_BODY);
    const jkt = await proven(c);
    c.header('cache-control', 'no-store');
    const completion = await social.complete(c.get('db'), { state, jkt, projectId: c.get('project').id }, waitMs, c.req.raw.signal);
    return completion ? c.json(completion) : c.json({ status: 'pending' }, 202);
  });

  routes.get('/auth/callback/:provider', async (c) => {
    const provider = socialProviderSchema.safeParse(c.req.param('provider'));
    const query = callbackQuerySchema.safeParse(c.req.query());
    if (!provider.success || !query.success) return renderCallbackPage(c, 400, { title: 'Sign-in failed', message: SOCIAL_MESSAGES.stateInvalid });
    try {
      const { status, page } = await social.callback(c.get('db'), provider.data, query.data);
      return renderCallbackPage(c, status, page);
    } catch (error) {
      console.error('[services] auth: social callback failed', error);
      return renderCallbackPage(c, 500, { title: 'Sign-in failed', message: SOCIAL_MESSAGES.internal });
    }
  });

  return routes;
}
