// Social login (issue 17, bound to the frame's window by issue 30): the frame STARTS a login for a
// provider and gets its authorization URL; the window the frame opened goes there, and the provider
// sends it back to the CALLBACK with a code (a GET redirect, or a form POST for a provider answering
// in form_post), which the services exchange and verify (the ID token of an OpenID provider, the
// user info of an OAuth 2 one). The callback page hands a one-time completion to its window's
// opener, targeted at the frame's origin; the frame's COMPLETE gives a session only with that
// completion and a proof of the device key that started the login. So whoever starts a login gets
// nothing from it unless the person's own browser carried it back to the frame that opened the
// window. Codes, tokens and the PKCE verifier never leave the services. A new identity whose
// address an account holds gets that account's session only with its consent (identities.ts).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/db.js';
import { englishOf, HttpError, type Words } from '../../http/errors.js';
import { currentLog } from '../../observability/current.js';
import { AUTH_MESSAGES } from '../messages.js';
import type { Sessions, VerifiedSession } from '../sessions.js';
import type { CallbackOutcome, CallbackPage } from './callbackPage.js';
import { placeIdentity } from './identities.js';
import { identitySession, type SocialCompletion, type SocialSignIn } from './identitySession.js';
import { longPoll } from '../longPoll.js';
import { SOCIAL_FAILURE_SAID, SOCIAL_MESSAGES, SOCIAL_SAID } from './messages.js';
import { IdTokenRefused, JwksCache, verifyIdToken } from './oidcExchange.js';
import { askConsent, claimCallback, completionHash, createSocialLogin, findSocialLogin, markCompleted, recordOutcome, type SocialFailure, type SocialLoginRow } from './pendingLogins.js';
import { type SocialProvider, type SocialProviderConfig } from './providers.js';
import { authorizationUrl, exchangeForAccessToken, exchangeForIdToken, ExchangeRefused, ProviderUnreachable } from './tokenExchange.js';
import { fetchUserInfo, UserInfoRefused, type UserInfo } from './userInfo.js';

/** The callback path of a provider, below the services' base URL: each provider's registered redirect URI. */
export const socialCallbackPath = (provider: SocialProvider) => `/auth/callback/${provider}`;

/** How the frame's complete answers each failure. */
const FAILURE_STATUS = {
  denied: 403,
  provider_error: 502,
  provider_unreachable: 502,
  expired: 410,
  bad_response: 400,
  exchange_failed: 401,
  token_invalid: 401,
  email_unverified: 403,
} as const satisfies Record<SocialFailure, number>;

export interface SocialStart {
  db: Db;
  provider: SocialProvider;
  deviceId: string;
  jkt: string;
  projectId: string;
  /** The services' base URL as the caller reached it, unless a public URL is configured. */
  requestOrigin: string;
  /** The wallet frame's origin the start came from (one of the configured frame origins). */
  frameOrigin: string;
}

/** A complete whose identity waits for the consent of the account that holds its address: the sign-in the person's choice finishes. */
export interface ConsentAsked {
  consentAsked: SocialSignIn;
}

export interface CallbackQuery {
  state: string;
  code?: string | undefined;
  error?: string | undefined;
  iss?: string | undefined;
  /** Apple's first form post: the person's name, which its ID token never carries. */
  userName?: string | undefined;
}

/** How a provider's answer reached the callback: a GET redirect, or a form POST. */
export type ResponseMode = 'query' | 'form_post';

const responseModeOf = (config: SocialProviderConfig): ResponseMode => (config.kind === 'oidc' ? config.responseMode : 'query');

type Outcome = { page: CallbackPage; status: 200 | 400 | 403 | 409 | 410 | 502 };

const failurePage = (message: string, handoff?: CallbackPage['handoff']): CallbackPage => ({ title: 'Sign-in failed', message, ...(handoff ? { handoff } : {}) });
const random = () => randomBytes(32).toString('base64url');
/** Whether `completion` is the one whose hash the callback kept. */
function sameHash(kept: string | null, completion: string | undefined): boolean {
  if (kept === null || completion === undefined) return false;
  const [a, b] = [Buffer.from(kept), Buffer.from(completionHash(completion))];
  return a.length === b.length && timingSafeEqual(a, b);
}

export class SocialLogin {
  readonly #jwks = new JwksCache();

  constructor(
    private readonly providers: Partial<Record<SocialProvider, SocialProviderConfig>>,
    private readonly sessions: Sessions,
    private readonly now: () => number,
    private readonly publicUrl: string | undefined,
  ) {}

  /** The providers offered, in SPEC 5's order. */
  get offered(): SocialProvider[] {
    return Object.keys(this.providers) as SocialProvider[];
  }

  #config(provider: SocialProvider): SocialProviderConfig {
    const config = this.providers[provider];
    if (!config) throw new HttpError(400, SOCIAL_MESSAGES.notConfigured(provider));
    return config;
  }

  /** POST /auth/v1/social/start */
  async start({ db, provider, deviceId, jkt, projectId, requestOrigin, frameOrigin }: SocialStart): Promise<{ authorizationUrl: string; state: string; expiresAt: string }> {
    const config = this.#config(provider);
    const state = random();
    const nonce = random();
    const codeVerifier = random();
    const redirectUri = `${(this.publicUrl ?? requestOrigin).replace(/\/$/, '')}${socialCallbackPath(provider)}`;
    const expiresAt = await createSocialLogin(db, { state, provider, projectId, deviceId, jkt, nonce, codeVerifier, redirectUri, frameOrigin }, this.now());
    return { authorizationUrl: authorizationUrl(config, { state, nonce, codeVerifier, redirectUri }), state, expiresAt: new Date(expiresAt).toISOString() };
  }

  /**
   * GET (or, for a form_post provider, POST) /auth/callback/{provider}: the state is used once,
   * whatever the outcome, which the row keeps for the frame. An answer in another mode than the
   * provider's is refused before the state is looked at, so it spends nobody's login.
   */
  async callback(db: Db, provider: SocialProvider, query: CallbackQuery, via: ResponseMode): Promise<Outcome> {
    const configured = this.providers[provider];
    if (configured && responseModeOf(configured) !== via) return { status: 400, page: failurePage(SOCIAL_MESSAGES.otherResponseMode(provider)) };
    const login = await claimCallback(db, query.state, this.now());
    if (!login) {
      const seen = await findSocialLogin(db, query.state);
      return seen ? { status: 409, page: failurePage(SOCIAL_MESSAGES.stateUsed) } : { status: 400, page: failurePage(SOCIAL_MESSAGES.stateInvalid) };
    }
    // The frame that opened the window hears the outcome at once: a failure, or the completion that only it receives.
    const handoff = (outcome: CallbackOutcome) => ({ target: login.frameOrigin, outcome });
    const fail = async (status: Outcome['status'], failure: SocialFailure, words: Words): Promise<Outcome> => {
      await recordOutcome(db, query.state, { failure, words });
      return { status, page: failurePage(englishOf(words), handoff({ state: query.state, failed: true })) };
    };
    if (login.provider !== provider) return fail(400, 'bad_response', SOCIAL_SAID.stateOtherProvider);
    if (login.expiresAt <= this.now()) return fail(410, 'expired', SOCIAL_SAID.expired);
    if (query.error !== undefined) {
      return query.error === 'access_denied' ? fail(403, 'denied', SOCIAL_FAILURE_SAID.denied(provider)) : fail(502, 'provider_error', SOCIAL_FAILURE_SAID.providerError(provider, query.error));
    }
    const config = this.providers[provider];
    if (!config) return fail(400, 'bad_response', SOCIAL_FAILURE_SAID.notConfigured(provider));
    // RFC 9207: a provider that names itself must be the one the login started at (mix-up attacks).
    if (query.iss !== undefined && config.issuer !== undefined && query.iss !== config.issuer) return fail(400, 'bad_response', SOCIAL_FAILURE_SAID.otherIssuer(provider));
    try {
      const identity = await this.#identify(config, query.code!, login);
      if (!identity.email) return fail(403, 'email_unverified', SOCIAL_FAILURE_SAID.emailUnverified(provider));
      const { subject, email, picture } = identity;
      const completion = random();
      await recordOutcome(db, query.state, { identity: { subject, email, name: identity.name ?? query.userName ?? null, picture }, completion });
      return { status: 200, page: { title: SOCIAL_MESSAGES.signedIn(provider), message: SOCIAL_MESSAGES.closeWindow, handoff: handoff({ state: query.state, completion }) } };
    } catch (error) {
      if (error instanceof IdTokenRefused) return fail(400, 'token_invalid', SOCIAL_FAILURE_SAID.tokenRefused(provider, error.reason));
      if (error instanceof UserInfoRefused) return fail(400, 'token_invalid', SOCIAL_FAILURE_SAID.userInfoRefused(provider, error.reason));
      if (error instanceof ExchangeRefused) {
        currentLog().warn({ provider, err: error }, 'social provider refused a code');
        return fail(400, 'exchange_failed', SOCIAL_FAILURE_SAID.exchangeFailed(provider));
      }
      if (error instanceof ProviderUnreachable) {
        currentLog().warn({ provider, err: error }, 'social provider unreachable');
        return fail(502, 'provider_unreachable', SOCIAL_FAILURE_SAID.providerUnreachable(provider));
      }
      throw error;
    }
  }

  /** Who signed in: the verified ID token's claims (OpenID Connect), or the user info the access token reads (OAuth 2); the email only where the provider vouches for it. */
  async #identify(config: SocialProviderConfig, code: string, login: SocialLoginRow): Promise<UserInfo> {
    if (config.kind === 'oauth2') return fetchUserInfo(config, await exchangeForAccessToken(config, code, login.codeVerifier, login.redirectUri));
    const idToken = await exchangeForIdToken(config, code, login.codeVerifier, login.redirectUri);
    const { subject, email, emailVerified, name, picture } = await verifyIdToken(this.#jwks, config, idToken, login.nonce, this.now());
    return { subject, email: emailVerified ? email : null, name, picture };
  }

  /** Reads the login until it has an outcome, `waitMs` has passed or the caller left; checks it is this frame's. */
  async #awaitOutcome(db: Db, state: string, jkt: string, projectId: string, waitMs: number, signal?: AbortSignal): Promise<SocialLoginRow | undefined> {
    return longPoll(
      async () => {
        const login = await findSocialLogin(db, state);
        if (!login || login.projectId !== projectId) throw new HttpError(404, SOCIAL_SAID.unknownLogin);
        if (login.jkt !== jkt) throw new HttpError(401, AUTH_MESSAGES.proofOtherKey);
        if (login.completedAt !== null) throw new HttpError(410, SOCIAL_SAID.completed);
        if (login.outcome !== null) return login;
        if (login.expiresAt <= this.now()) throw new HttpError(410, SOCIAL_SAID.expired);
        return undefined;
      },
      waitMs,
      signal,
    );
  }

  /**
   * POST /auth/v1/social/complete: the session, or undefined while the person is still at the
   * provider. A verified login wants the completion its callback page handed the frame; without it,
   * or with another, the login is spent and gives nothing. A new identity whose address an account
   * holds gets that account's session only when `live` is a session of it (on this device key);
   * else the login awaits the person's choice (ConsentAsked).
   */
  async complete(
    db: Db,
    { state, completion, jkt, projectId, live }: { state: string; completion?: string | undefined; jkt: string; projectId: string; live?: VerifiedSession | undefined },
    waitMs: number,
    signal?: AbortSignal,
  ): Promise<SocialCompletion | ConsentAsked | undefined> {
    const login = await this.#awaitOutcome(db, state, jkt, projectId, waitMs, signal);
    if (!login) return undefined;
    if (login.outcome === 'failed' || !login.identity) {
      if (!(await markCompleted(db, state, this.now()))) throw new HttpError(410, SOCIAL_SAID.completed);
      const failure = login.failure ?? 'bad_response';
      throw new HttpError(FAILURE_STATUS[failure], login.failureWords ?? SOCIAL_SAID.unknownLogin);
    }
    if (!sameHash(login.completionHash, completion)) {
      if (!(await markCompleted(db, state, this.now()))) throw new HttpError(410, SOCIAL_SAID.completed);
      throw new HttpError(403, SOCIAL_MESSAGES.completionMissing);
    }
    const signIn: SocialSignIn = { provider: login.provider, identity: login.identity, deviceId: login.deviceId, jkt, projectId };
    return db.transaction(async (tx) => {
      const now = this.now();
      if (!(await markCompleted(tx, state, now))) throw new HttpError(410, SOCIAL_SAID.completed);
      const placed = await placeIdentity(tx, signIn.provider, signIn.identity, live, now);
      if ('user' in placed) return identitySession(tx, this.sessions, placed, signIn, now);
      await askConsent(tx, state, now);
      return { consentAsked: signIn };
    });
  }
}
