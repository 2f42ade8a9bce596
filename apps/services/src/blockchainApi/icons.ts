// Token and currency icons are the services' own images (src/images), loadable as they are: their
// URL carries the call's projectId, st and sv like every other call.
import type { Context } from 'hono';

function callQuery(c: Context): string {
  const { projectId = '', st = '', sv = '' } = c.req.query();
  return new URLSearchParams({ projectId, st, sv }).toString();
}

/** The URL of a token's icon by symbol (seeded for every configured token by the module). */
export const tokenIconUrl = (c: Context, symbol: string) =>
  `${new URL(c.req.url).origin}/public/getTokenImage/${encodeURIComponent(symbol)}?${callQuery(c)}`;
