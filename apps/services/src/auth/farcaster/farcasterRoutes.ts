// Sign In With Farcaster's routes (README "Farcaster login"). The frame's: create and complete, from
// its origin with a proof of its device key, under /auth/v1 and its write limits. The relay's, as
// Farcaster's relay answers them (@farcaster/auth-client talks to them): status and authenticate
// for the person's wallet app, outside the project check (a wallet app is no project's page: the
// channel token, unguessable and bound to one sign-in, is the capability), open to any origin.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/env.js';
import { HttpError } from '../../http/errors.js';
import { limitWrites, type WriteLimits } from '../../http/rateLimit.js';
import { parseJsonBody, type BodyLimit } from '../../http/validate.js';
import { describeDevice } from '../deviceDescription.js';
import { requireFrameOrigin } from '../frameOrigin.js';
import { longPollSignal, waitMsSchema } from '../longPoll.js';
import { PROOF_HEADER, type ProofVerifier } from '../proof.js';
import { deviceIdSchema } from '../schemas.js';
import type { FarcasterLogin } from './farcasterLogin.js';
import { FARCASTER_MESSAGES, FARCASTER_SAID } from './messages.js';

/** Where the relay's routes are: a wallet app's client takes `${services}/farcaster` as its relay. */
export const FARCASTER_RELAY_PATH = '/farcaster/v1/channel';
/** A wallet app approves one sign-in per scan: far below this from one client. */
export const FARCASTER_RELAY_WRITE_LIMITS: WriteLimits = { area: 'farcaster-relay', perClient: { max: 30, windowMs: 60_000 } };

const FRAME_BODY: BodyLimit = { maxBytes: 1024 };
const APPROVAL_BODY: BodyLimit = { maxBytes: 8 * 1024 };
/** 32 random bytes in base64url, as create makes it. */
const channelTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be the channel token create answered');
/** Farcaster's names: an fname (lower case, up to 16) or an ENS name. */
const usernameSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,15}(\.eth)?$/, 'must be a Farcaster username (fname or .eth name)');

export const farcasterChannelSchema = z.object({ deviceId: deviceIdSchema });
export const farcasterCompleteSchema = z.object({
  channelToken: channelTokenSchema,
  waitMs: waitMsSchema,
  /** The person confirmed, on the frame's screen, the account that approved: the session. */
  confirm: z.boolean().default(false),
});
export const farcasterCancelSchema = z.object({ channelToken: channelTokenSchema });
/** auth-client's AuthenticateRequest; only custody signatures are taken (no auth addresses: the devnet has no key registry). */
export const farcasterApprovalSchema = z.object({
  message: z.string().min(1).max(4096),
  signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/, 'must be a 65-byte signature in hex'),
  authMethod: z.literal('custody').optional(),
  fid: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  username: usernameSchema.optional(),
  displayName: z.string().max(64).optional(),
  pfpUrl: z.url({ protocol: /^https?$/ }).max(2048).optional(),
  bio: z.string().max(1024).optional(),
});

export interface FarcasterRuntime {
  farcaster: FarcasterLogin;
  proofs: ProofVerifier;
  frameOrigins: readonly string[];
}

function channelToken(c: Context<AppEnv>): string {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
  if (!match) throw new HttpError(401, FARCASTER_MESSAGES.tokenMissing);
  const token = channelTokenSchema.safeParse(match[1]);
  if (!token.success) throw new HttpError(401, FARCASTER_SAID.unknownChannel);
  return token.data;
}

export function farcasterRoutes({ farcaster, proofs, frameOrigins }: FarcasterRuntime): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const frameOnly = requireFrameOrigin(frameOrigins, FARCASTER_MESSAGES.frameOnly);
  const proven = (c: Context<AppEnv>) => proofs.verify(c.get('db'), { method: c.req.method, url: c.req.url, proof: c.req.header(PROOF_HEADER) });

  routes.post('/auth/v1/farcaster/channel', frameOnly, async (c) => {
    const { deviceId } = await parseJsonBody(c, farcasterChannelSchema, FRAME_BODY);
    const jkt = await proven(c);
    c.header('cache-control', 'no-store');
    return c.json(await farcaster.createChannel({ db: c.get('db'), deviceId, jkt, projectId: c.get('project').id }), 201);
  });

  routes.post('/auth/v1/farcaster/complete', frameOnly, async (c) => {
    const { channelToken: token, waitMs, confirm } = await parseJsonBody(c, farcasterCompleteSchema, FRAME_BODY);
    const jkt = await proven(c);
    c.header('cache-control', 'no-store');
    const { id, name } = c.get('project');
    const device = describeDevice(c.req.header('user-agent'), c.get('client'));
    const completion = await farcaster.complete(c.get('db'), { channelToken: token, jkt, project: { id, name }, confirm, device }, waitMs, longPollSignal(c));
    return completion ? c.json(completion) : c.json({ status: 'pending' }, 202);
  });

  routes.post('/auth/v1/farcaster/cancel', frameOnly, async (c) => {
    const { channelToken: token } = await parseJsonBody(c, farcasterCancelSchema, FRAME_BODY);
    const jkt = await proven(c);
    await farcaster.cancel(c.get('db'), { channelToken: token, jkt, projectId: c.get('project').id });
    return c.json({ cancelled: true });
  });

  // The relay answers any origin: the channel token is what opens a channel, never a cookie.
  routes.use(`${FARCASTER_RELAY_PATH}/*`, async (c, next) => {
    await next();
    c.header('access-control-allow-origin', '*');
    c.header('cache-control', 'no-store');
  });
  routes.use(`${FARCASTER_RELAY_PATH}/*`, limitWrites(FARCASTER_RELAY_WRITE_LIMITS));

  routes.get(`${FARCASTER_RELAY_PATH}/status`, async (c) => {
    const status = await farcaster.status(c.get('db'), channelToken(c));
    return c.json(status, status.state === 'completed' ? 200 : 202);
  });

  routes.post(`${FARCASTER_RELAY_PATH}/authenticate`, async (c) => {
    const token = channelToken(c);
    const { message, signature, fid, username, displayName, pfpUrl } = await parseJsonBody(c, farcasterApprovalSchema, APPROVAL_BODY);
    return c.json(await farcaster.authenticate(c.get('db'), token, { message, signature, fid, username, displayName, pfpUrl }));
  });

  return routes;
}
