// GET /v1/sessions/{id} and POST /v1/sessions/{id}/revoke (SPEC 7).
import { verifyMessage } from 'ethers';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/env.js';
import { limitWrites, type WriteLimits } from '../../http/rateLimit.js';
import { HttpError } from '../../http/errors.js';
import { parseJsonBody, parseParam } from '../../http/validate.js';
import { findSession, revokeSession, revokeSessionMessage, type PermissionSession } from './store.js';

export const idParam = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'must be 1 to 128 letters, digits, dashes or underscores');
export const revokeSchema = z.object({
  pci: z.string().min(1).max(256),
  signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/, 'must be a 65-byte signature: 0x and 130 hex digits'),
});

/** Revoking takes a signature the wallet asks the person for: a few a minute at most. */
export const REVOKE_LIMITS: WriteLimits = { area: 'sessions', perClient: { max: 30, windowMs: 60_000 }, perProject: { max: 600, windowMs: 60_000 } };

const answer = ({ projectId: _projectId, ...session }: PermissionSession) => session;

function signerOf(message: string, signature: string): string | undefined {
  try {
    return verifyMessage(message, signature);
  } catch {
    return undefined;
  }
}

export function sessionRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/v1/sessions/:id', async (c) => {
    const id = parseParam(c, 'id', idParam);
    const session = await findSession(c.get('db'), c.get('project').id, id);
    if (!session) throw new HttpError(404, `No session ${id}`);
    return c.json(answer(session));
  });

  routes.post('/v1/sessions/:id/revoke', limitWrites(REVOKE_LIMITS), async (c) => {
    const id = parseParam(c, 'id', idParam);
    const { pci, signature } = await parseJsonBody(c, revokeSchema);
    const session = await findSession(c.get('db'), c.get('project').id, id);
    if (!session) throw new HttpError(404, `No session ${id}`);
    if (pci !== session.pci) throw new HttpError(400, 'Invalid body: pci is not the permission context of this session', ['pci: does not match the session']);
    const signer = signerOf(revokeSessionMessage(id, pci), signature);
    if (signer?.toLowerCase() !== session.address.toLowerCase()) {
      throw new HttpError(400, "Invalid body: the signature is not the session address's", ['signature: must sign the revocation text with the session address']);
    }
    return c.json(answer(await revokeSession(c.get('db'), id)));
  });

  return routes;
}
