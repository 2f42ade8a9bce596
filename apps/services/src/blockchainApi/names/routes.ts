// Names (SPEC 7): register with a signed message, resolve, reverse-resolve, suggest; and identity
// (identity.ts: ENS first where a chain has it).
import { verifyMessage } from 'ethers';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { evmAccountSchema, evmAddressSchema } from '../../chain/caip.js';
import type { ChainSet } from '../../chain/chains.js';
import type { AppEnv } from '../../http/env.js';
import { limitWrites, type WriteLimits } from '../../http/rateLimit.js';
import { HttpError } from '../../http/errors.js';
import { parseJsonBody, parseParam, parseQuery } from '../../http/validate.js';
import { identityOf } from './identity.js';
import { fullName, isValidLabel, labelOf, MAX_LABEL_LENGTH, NAME_RULE, NAME_ZONE, REGISTRATION_MAX_AGE_S, registrationMessageSchema } from './rules.js';
import { findProfile, profilesOf, registerName, takenNames } from './store.js';

const SUGGESTIONS = 5;
/** A person registers a name or two; names are for keeps, so a flood would squat them. */
export const NAME_LIMITS: WriteLimits = { area: 'names', perClient: { max: 20, windowMs: 3600_000 }, perProject: { max: 1000, windowMs: 3600_000 } };

export const registrationSchema = z.object({
  coin_type: z.number().int().nonnegative().max(0xffffffff, 'must be a coin type below 2^32'),
  address: evmAddressSchema,
  message: z.string().min(1).max(1024, 'must be at most 1024 characters'),
  signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/, 'must be a 65-byte signature: 0x and 130 hex digits'),
});

export const apiVersionQuery = z.object({ apiVersion: z.literal('2', 'must be 2').optional() });
export const reverseQuery = apiVersionQuery.extend({ sender: evmAccountSchema.optional() });
export const identityQuery = z.object({ sender: evmAccountSchema.optional() });
export const suggestionsQuery = z.object({ zone: z.literal(NAME_ZONE, `must be ${NAME_ZONE}`).optional() });

export const nameParam = z
  .string()
  .max(MAX_LABEL_LENGTH + NAME_ZONE.length + 1)
  .transform((name, ctx) => {
    const label = labelOf(name);
    if (label === undefined || !/^[a-zA-Z0-9-]{1,63}$/.test(label)) {
      ctx.addIssue({ code: 'custom', message: `must be a name of the ${NAME_ZONE} zone: letters, digits or hyphens` });
      return z.NEVER;
    }
    return label.toLowerCase();
  });

/** What was wrong with a signed registration, or the label and coin type it registers. */
function checkRegistration(body: z.infer<typeof registrationSchema>, nowS: number): { label?: string; reason?: string } {
  let json: unknown;
  try {
    json = JSON.parse(body.message);
  } catch {
    return { reason: 'The message is not JSON' };
  }
  const parsed = registrationMessageSchema.safeParse(json);
  if (!parsed.success) return { reason: 'The message must be JSON with name, coinType, address and timestamp' };
  const message = parsed.data;
  const label = labelOf(message.name);
  if (label === undefined || !message.name.includes('.')) return { label: message.name, reason: `The name must be in the ${NAME_ZONE} zone` };
  if (!isValidLabel(label)) return { label, reason: NAME_RULE };
  if (message.coinType !== body.coin_type) return { label, reason: 'The coin type signed differs from coin_type' };
  if (message.address.toLowerCase() !== body.address.toLowerCase()) return { label, reason: 'The address signed differs from address' };
  if (Math.abs(nowS - message.timestamp) > REGISTRATION_MAX_AGE_S) return { label, reason: 'The signed message has expired: sign it again' };
  let signer: string;
  try {
    signer = verifyMessage(body.message, body.signature);
  } catch {
    return { label, reason: 'The signature is not valid' };
  }
  if (signer.toLowerCase() !== body.address.toLowerCase()) return { label, reason: 'The signature was not made by this address' };
  return { label };
}

const registerError = (label: string | undefined, reason: string) => new HttpError(400, `Error registering name ${label ?? ''}`.trim(), [reason]);

/** Free names like `label`: itself if valid, then numbered variants, up to SUGGESTIONS in all. */
async function suggest(c: Context<AppEnv>, label: string) {
  const variants = Array.from({ length: 40 }, (_, i) => `${label}${String(i + 1).padStart(Math.max(1, 4 - label.length), '0')}`);
  const candidates = [label, ...variants].filter(isValidLabel).map(fullName);
  const taken = await takenNames(c.get('db'), candidates);
  const exact = isValidLabel(label) ? [{ name: fullName(label), registered: taken.has(fullName(label)) }] : [];
  const free = candidates.filter((name) => name !== fullName(label) && !taken.has(name)).map((name) => ({ name, registered: false }));
  return [...exact, ...free].slice(0, SUGGESTIONS);
}

export function nameRoutes(chains: ChainSet, now: () => number): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post('/v1/profile/account', limitWrites(NAME_LIMITS), async (c) => {
    const body = await parseJsonBody(c, registrationSchema);
    const { label, reason } = checkRegistration(body, Math.floor(Date.now() / 1000));
    if (reason || !label) throw registerError(label, reason ?? NAME_RULE);
    const name = fullName(label.toLowerCase());
    const created = await c.get('db').transaction((tx) => registerName(tx, name, body.coin_type, body.address));
    if (!created) throw registerError(label, `${name} is already registered`);
    return c.json(await findProfile(c.get('db'), name));
  });

  routes.get('/v1/profile/account/:name', async (c) => {
    parseQuery(c, apiVersionQuery);
    const name = fullName(parseParam(c, 'name', nameParam));
    const profile = await findProfile(c.get('db'), name);
    if (!profile) throw new HttpError(404, `${name} is not registered`);
    return c.json(profile);
  });

  routes.get('/v1/profile/reverse/:address', async (c) => {
    parseQuery(c, reverseQuery);
    const { address } = parseParam(c, 'address', evmAccountSchema);
    return c.json(await profilesOf(c.get('db'), address));
  });

  routes.get('/v1/profile/suggestions/:name', async (c) => {
    parseQuery(c, suggestionsQuery);
    return c.json({ suggestions: await suggest(c, parseParam(c, 'name', nameParam)) });
  });

  routes.get('/v1/identity/:address', async (c) => {
    parseQuery(c, identityQuery);
    return c.json(await identityOf(c.get('db'), chains, parseParam(c, 'address', evmAccountSchema), now()));
  });

  return routes;
}
