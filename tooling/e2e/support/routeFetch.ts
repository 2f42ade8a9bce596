import type { APIResponse, Route } from '@playwright/test';

type FetchOptions = Parameters<Route['fetch']>[0];

/**
 * `route.fetch` for a GET, sent again once when the connection it reused was reset: a kept-alive
 * socket the server closed idle just as the request left on it (ci38: a demo script, ECONNRESET).
 * A browser sends such a request again on a fresh connection too; Playwright's client does not.
 */
export async function fetchForRoute(route: Route, options?: FetchOptions): Promise<APIResponse> {
  try {
    return await route.fetch(options);
  } catch (error) {
    if (route.request().method() !== 'GET' || !String(error).includes('ECONNRESET')) throw error;
    return route.fetch(options);
  }
}
