// The route a request matched, as its pattern (`/v1/account/:address/balance`), never the path
// itself: the path may hold an address or a token, and the series would be one per address.
import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';

/** What a request that matched no route (a 404, a CORS preflight) is counted under. */
export const UNMATCHED_ROUTE = '(unmatched)';

/** The pattern of the last route of the request's method that matched (middleware for every method is skipped). */
export function routePattern(c: Context): string {
  const routes = matchedRoutes(c);
  for (let index = routes.length - 1; index >= 0; index -= 1) {
    const route = routes[index]!;
    if (route.method !== 'ALL') return route.path;
  }
  return UNMATCHED_ROUTE;
}
