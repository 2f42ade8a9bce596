// Social login's routes (README "Social login"): start and complete for the wallet frame, from its
// origin with a proof of its device key, under /auth/v1 and its write limits; the providers'
// callback outside the project check (a provider's redirect carries no projectId: the state,
// single use, names the login and its project), as a GET redirect or, for a provider answering in
// form_post (Apple), a cross-site form POST. No cookie carries anything of a login, so SameSite
// (which keeps Lax cookies off a cross-site POST) takes nothing from the POST: the state in the
// form is the CSRF check, bound server-side to the device key that started the login, used once.
// A complete may carry the frame's live session (its token, the proof naming it): a new identity
// then joins the account of its address when that session is the account's. Without it, such an
// identity is answered `409 VERIFY_LINK`, and the code mailed to the address (linkRoutes.ts) or the
// person's choice of a new account finishes the login.
import { VERIFY_LINK } from '@latch/core/api';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/env.js';
import { errorBody, HttpError } from '../../http/errors.js';
import { limitWrites, type WriteLimits } from '../../http/rateLimit.js';
import { parseJsonBody, readFormBody, type BodyLimit } from '../../http/validate.js';
import { requireFrameOrigin } from '../frameOrigin.js';
import { longPollSignal, waitMsSchema } from '../longPoll.js';
import { deviceIdSchema } from '../schemas.js';
import { PROOF_HEADER, type ProofVerifier } from '../proof.js';
import { bearerToken, type Sessions, type VerifiedSession } from '../sessions.js';
import { renderCallbackPage } from './callbackPage.js';
import type { IdentityLink } from './identityLink.js';
import { SOCIAL_MESSAGES } from './messages.js';
import { socialProviderSchema } from './providers.js';
import type { CallbackQuery, ResponseMode, SocialLogin } from './socialLogin.js';

export const SOCIAL_BODY: BodyLimit = { maxBytes: 1024 };
/** 32 random bytes in base64url, as the services make them. */
const randomToken = (what: string) => z.string().regex(/^[A-Za-z0-9_-]{43}$/, what);
export const stateSchema = randomToken('must be the state the start answered');

export const socialStartSchema = z.object({ provider: socialProviderSchema, deviceId: deviceIdSchema });
export const socialCompleteSchema = z.object({
  state: stateSchema,
  /** What the callback page handed the frame that opened the window (32 random bytes, base64url). */
  completion: randomToken('must be the completion the callback page handed the frame').optional(),
  /** How long to wait for the callback before answering pending. */
  waitMs: waitMsSchema,
});
const callbackFields = z.object({
  state: stateSchema,
  code: z.string().min(1).max(2048).optional(),
  error: z.string().regex(/^[\x20-\x7E]{1,128}$/).optional(),
  error_description: z.string().max(1024).optional(),
  iss: z.string().max(2048).optional(),
});
const codeOrError = (fields: { code?: string | undefined; error?: string | undefined }) => (fields.code === undefined) !== (fields.error === undefined);
export const callbackQuerySchema = callbackFields.refine(codeOrError, 'must carry a code or an error');
/** Apple's first form post names the person (its ID token never does). */
const appleUserSchema = z.object({ name: z.object({ firstName: z.string().max(100).optional(), lastName: z.string().max(100).optional() }).optional() });
export const callbackFormSchema = callbackFields
  .extend({
    /** Apple posts its ID token too; the one the code is exchanged for is the one verified. */
    id_token: z.string().max(16_384).optional(),
    user: z.string().max(4096).optional(),
  })
  .refine(codeOrError, 'must carry a code or an error')
  .transform(({ user, id_token: _posted, ...fields }) => ({ ...fields, userName: nameOf(user) }));

function nameOf(user: string | undefined): string | undefined {
  if (user === undefined) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(user);
  } catch {
    return undefined;
  }
  const parsed = appleUserSchema.safeParse(json);
  const name = parsed.success ? [parsed.data.name?.firstName, parsed.data.name?.lastName].filter(Boolean).join(' ').trim() : '';
  return name || undefined;
}

/** Apple's post: the code, the state, its ID token and, the first time, the person's name. */
const FORM_POST_BODY: BodyLimit = { maxBytes: 32 * 1024 };
/** A person's browser posts once per sign-in; the limit only keeps a flood from the database. */
export const SOCIAL_CALLBACK_LIMITS: WriteLimits = { area: 'social-callback', perClient: { max: 30, windowMs: 60_000 } };

export interface SocialRuntime {
  social: SocialLogin;
  link: IdentityLink;
  sessions: Sessions;
  proofs: ProofVerifier;
  frameOrigins: readonly string[];
}

/** A live session only counts when valid: an expired, revoked or foreign one is as none. */
const asNone = (error: unknown): undefined => {
  if (error instanceof HttpError && error.status === 401) return undefined;
  throw error;
};

export function socialRoutes({ social, link, sessions, proofs, frameOrigins }: SocialRuntime): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const frameOnly = requireFrameOrigin(frameOrigins, SOCIAL_MESSAGES.frameOnly);
  const proven = (c: Context<AppEnv>, token?: string) =>
    proofs.verify(c.get('db'), { method: c.req.method, url: c.req.url, proof: c.req.header(PROOF_HEADER), ...(token === undefined ? {} : { token }) });
  /** The frame's live session of the call, verified as bound to the key `jkt` its proof is of. */
  const liveSession = (c: Context<AppEnv>, token: string | undefined, jkt: string): Promise<VerifiedSession | undefined> =>
    token === undefined ? Promise.resolve(undefined) : sessions.verify(c.get('db'), token, c.get('project').id, async () => jkt).catch(asNone);

  routes.get('/auth/v1/social/providers', (c) => c.json({ providers: social.offered }));

  routes.post('/auth/v1/social/start', frameOnly, async (c) => {
    const { provider, deviceId } = await parseJsonBody(c, socialStartSchema, SOCIAL_BODY);
    const jkt = await proven(c);
    c.header('cache-control', 'no-store');
    // frameOnly let only a configured frame origin through: the callback page answers that origin and no other.
    const frameOrigin = c.req.header('origin')!;
    return c.json(await social.start({ db: c.get('db'), provider, deviceId, jkt, projectId: c.get('project').id, requestOrigin: new URL(c.req.url).origin, frameOrigin }));
  });

  routes.post('/auth/v1/social/complete', frameOnly, async (c) => {
    const { state, completion: handedOver, waitMs } = await parseJsonBody(c, socialCompleteSchema, SOCIAL_BODY);
    const token = bearerToken(c.req.header('authorization'));
    const jkt = await proven(c, token);
    c.header('cache-control', 'no-store');
    const db = c.get('db');
    const project = c.get('project');
    const live = await liveSession(c, token, jkt);
    const outcome = await social.complete(db, { state, completion: handedOver, jkt, projectId: project.id, live }, waitMs, longPollSignal(c));
    if (!outcome) return c.json({ status: 'pending' }, 202);
    if (!('consentAsked' in outcome)) return c.json(outcome);
    const heldBack = await link.mailFirstCode(db, outcome.consentAsked, project.name);
    return c.json({ ...errorBody(SOCIAL_MESSAGES.consentAsked, heldBack === undefined ? undefined : [heldBack]), action: VERIFY_LINK, email: outcome.consentAsked.identity.email }, 409);
  });

  const answerCallback = async (c: Context<AppEnv>, fields: z.ZodSafeParseResult<CallbackQuery>, via: ResponseMode) => {
    const provider = socialProviderSchema.safeParse(c.req.param('provider'));
    if (!provider.success || !fields.success) return renderCallbackPage(c, 400, { title: 'Sign-in failed', message: SOCIAL_MESSAGES.stateInvalid });
    try {
      const { status, page } = await social.callback(c.get('db'), provider.data, fields.data, via);
      return renderCallbackPage(c, status, page);
    } catch (error) {
      c.var.log.error({ err: error }, 'social callback failed');
      return renderCallbackPage(c, 500, { title: 'Sign-in failed', message: SOCIAL_MESSAGES.internal });
    }
  };

  routes.get('/auth/callback/:provider', (c) => answerCallback(c, callbackQuerySchema.safeParse(c.req.query()), 'query'));

  routes.post('/auth/callback/:provider', limitWrites(SOCIAL_CALLBACK_LIMITS), async (c) => {
    let form: Record<string, string>;
    try {
      form = await readFormBody(c, FORM_POST_BODY);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return renderCallbackPage(c, error.status, { title: 'Sign-in failed', message: error.message });
    }
    return answerCallback(c, callbackFormSchema.safeParse(form), 'form_post');
  });

  return routes;
}
