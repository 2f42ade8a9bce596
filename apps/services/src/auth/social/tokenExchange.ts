// The provider's side both kinds share: the authorization URL (code flow, PKCE S256, state; the
// nonce for OpenID Connect; the response mode a provider posts its answer in), and the code's
// exchange at the token endpoint with the verifier and the client secret. Every answer is parsed
// with zod; the provider's redirects are not followed and it has PROVIDER_TIMEOUT_MS to answer.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { OAuth2ProviderConfig, OidcProviderConfig, SocialProviderConfig } from './providers.js';

/** How long the provider has to answer a token, JWKS or user-info request. */
export const PROVIDER_TIMEOUT_MS = 10_000;

export class ProviderUnreachable extends Error {}
export class ExchangeRefused extends Error {}

export const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export function authorizationUrl(config: SocialProviderConfig, params: { state: string; nonce: string; codeVerifier: string; redirectUri: string }): string {
  const url = new URL(config.authorizationEndpoint);
  const query: Record<string, string> = {
    response_type: 'code',
    client_id: config.clientId,
    redirect_uri: params.redirectUri,
    scope: config.scopes.join(' '),
    state: params.state,
    code_challenge: pkceChallenge(params.codeVerifier),
    code_challenge_method: 'S256',
  };
  if (config.kind === 'oidc') {
    query.nonce = params.nonce;
    if (config.responseMode === 'form_post') query.response_mode = 'form_post';
  }
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.href;
}

export async function providerFetch(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch (error) {
    throw new ProviderUnreachable(`${url}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** GitHub answers a refused code with 200 and an `error`: any answer naming one is a refusal. */
const tokenErrorSchema = z.object({ error: z.string().max(256) });
const tokenAnswerSchema = z.object({
  id_token: z.string().min(1).max(16_384).optional(),
  access_token: z.string().min(1).max(4096).optional(),
  token_type: z.string().min(1).max(64),
});

/** The token endpoint's answer to the code (RFC 6749 4.1.3 with RFC 7636's verifier). */
async function redeemCode(config: SocialProviderConfig, code: string, codeVerifier: string, redirectUri: string): Promise<z.output<typeof tokenAnswerSchema> | undefined> {
  const form = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: codeVerifier });
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
  if (config.tokenEndpointAuthMethod === 'client_secret_basic') {
    // RFC 6749 2.3.1: both halves form-encoded before base64.
    const pair = `${encodeURIComponent(config.clientId)}:${encodeURIComponent(config.clientSecret)}`;
    headers.authorization = `Basic ${Buffer.from(pair).toString('base64')}`;
  } else {
    form.set('client_id', config.clientId);
    form.set('client_secret', config.clientSecret);
  }
  const response = await providerFetch(config.tokenEndpoint, { method: 'POST', headers, body: form.toString() });
  const body: unknown = await response.json().catch(() => undefined);
  const refusal = tokenErrorSchema.safeParse(body);
  if (!response.ok || refusal.success) throw new ExchangeRefused(refusal.success ? refusal.data.error : `HTTP ${response.status}`);
  const answer = tokenAnswerSchema.safeParse(body);
  return answer.success ? answer.data : undefined;
}

/** An OpenID Connect provider's ID token for the code. */
export async function exchangeForIdToken(config: OidcProviderConfig, code: string, codeVerifier: string, redirectUri: string): Promise<string> {
  const answer = await redeemCode(config, code, codeVerifier, redirectUri);
  if (!answer?.id_token) throw new ExchangeRefused('the token answer has no ID token');
  return answer.id_token;
}

/** An OAuth 2 provider's bearer access token for the code. */
export async function exchangeForAccessToken(config: OAuth2ProviderConfig, code: string, codeVerifier: string, redirectUri: string): Promise<string> {
  const answer = await redeemCode(config, code, codeVerifier, redirectUri);
  if (!answer?.access_token || answer.token_type.toLowerCase() !== 'bearer') throw new ExchangeRefused('the token answer has no bearer access token');
  return answer.access_token;
}
