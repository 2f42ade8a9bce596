// Which answer finishes a login, for the login series: the route that issues each method's session,
// and its status. 202 is a long poll still waiting and 409 social's question to link an account
// (the login goes on by mail): neither has an outcome yet.
import type { LoginMethod } from './metrics.js';

const LOGIN_ROUTES: ReadonlyMap<string, LoginMethod> = new Map([
  ['POST /auth/v1/email/verify-otp', 'email'],
  ['POST /auth/v1/social/complete', 'social'],
  ['POST /auth/v1/farcaster/complete', 'farcaster'],
  ['POST /auth/v1/passkey/login', 'passkey'],
]);

const NOT_YET = new Set([202, 409]);

export function loginOutcome(method: string, route: string, status: number): { method: LoginMethod; outcome: 'success' | 'failure' } | undefined {
  const login = LOGIN_ROUTES.get(`${method} ${route}`);
  if (!login || NOT_YET.has(status)) return undefined;
  return { method: login, outcome: status < 400 ? 'success' : 'failure' };
}
