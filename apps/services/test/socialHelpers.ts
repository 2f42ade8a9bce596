// Social login over real HTTP: the frame's start and complete (each with a proof of its device
// key, from its origin), and the popup's visit to the callback the provider redirected it to (or
// its form post there, for a provider answering in form_post).
import { freePort, StandInBrowser, startIdentityProvider, type IdentityProvider, type ProviderAnswer, type StandInPerson } from '@latch/devnet';
import type { AuthConfig, Services, SocialCompletion, SocialProvider } from '../src/index.js';
import { AuthClient, newDeviceKey, type AuthCallOptions, type DeviceKey } from './authHelpers.js';
import { FRAME_ORIGIN, fromFrame, useServices, type JsonAnswer } from './helpers.js';

export interface StartAnswer {
  authorizationUrl: string;
  state: string;
  expiresAt: string;
}

export interface PageAnswer {
  status: number;
  headers: Headers;
  html: string;
}

/** What a callback page hands its window's opener: the target origin and the message. */
export interface Handoff {
  target: string;
  message: { type: string; state: string; completion?: string; failed?: true };
}

/** The handoff in a callback page, as its script reads it; throws when the page has none. */
export function handoffOf(page: PageAnswer): Handoff {
  const json = /<script type="application\/json" id="handoff">(.*?)<\/script>/s.exec(page.html)?.[1];
  if (json === undefined) throw new Error(`the callback page hands nothing over: ${page.html.slice(0, 300)}`);
  return JSON.parse(json) as Handoff;
}

/** The completion a callback page hands the frame, if it hands one (a verified login's page). */
export const completionIn = (page: PageAnswer): string | undefined => (page.html.includes('id="handoff"') ? handoffOf(page).message.completion : undefined);

/** The frame's social calls: from the frame's origin with a proof of `key`, unless the options say otherwise. */
export class SocialClient {
  readonly auth: AuthClient;
  /** The origin the frame's calls come from: the target of the callback page's handoff. */
  readonly frameOrigin = FRAME_ORIGIN;

  constructor(private readonly services: () => Services) {
    this.auth = new AuthClient(services);
  }

  start(provider: SocialProvider | string, key: DeviceKey, options: AuthCallOptions = {}) {
    return this.auth.call('POST', '/auth/v1/social/start', { provider, deviceId: 'frame-1' }, { ...fromFrame, proof: key, ...options });
  }

  /** Starts and answers what the frame reads; fails the test unless the start succeeds. */
  async started(provider: SocialProvider, key: DeviceKey): Promise<StartAnswer> {
    const answer = await this.start(provider, key);
    if (answer.status !== 200) throw new Error(`start answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body as StartAnswer;
  }

  /** The frame's complete; `completion` is what the callback page handed the window's opener. */
  complete(state: string, key: DeviceKey, waitMs = 0, options: AuthCallOptions = {}, completion?: string) {
    return this.auth.call('POST', '/auth/v1/social/complete', { state, waitMs, ...(completion === undefined ? {} : { completion }) }, { ...fromFrame, proof: key, ...options });
  }

  /**
   * The popup at the callback: a plain navigation to a URL (no Origin, no project), or, for a
   * provider's form_post answer, the cross-site POST of its form, as the provider's page submits it.
   */
  async visit(answer: string | ProviderAnswer): Promise<PageAnswer> {
    const { url, form } = typeof answer === 'string' ? { url: answer, form: undefined } : answer;
    const response = await fetch(url, {
      redirect: 'manual',
      ...(form ? { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'null' }, body: new URLSearchParams(form).toString() } : {}),
    });
    return { status: response.status, headers: response.headers, html: await response.text() };
  }

  /** The callback URL of `start` with other query parameters, as a forged or replayed redirect would carry. */
  callbackUrl(provider: string, query: Record<string, string>): string {
    const url = new URL(`/auth/callback/${provider}`, this.services().url);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return url.href;
  }

  /** A social login of `person` with `key` up to complete's answer (`options` may carry the frame's live session), the provider driven as a person would; and its state. */
  async completed(provider: SocialProvider, person: StandInPerson, key: DeviceKey, options: AuthCallOptions = {}): Promise<{ state: string; answer: JsonAnswer }> {
    const start = await this.started(provider, key);
    const page = await this.visit(await new StandInBrowser().answer(start.authorizationUrl, person));
    if (page.status !== 200) throw new Error(`the callback answered ${page.status}`);
    return { state: start.state, answer: await this.complete(start.state, key, 0, options, handoffOf(page).message.completion) };
  }

  /** A whole social login of `person` on a new frame key: the completion and that key. */
  async signedIn(provider: SocialProvider, person: StandInPerson): Promise<{ completion: SocialCompletion; key: DeviceKey }> {
    const key = await newDeviceKey();
    const { answer } = await this.completed(provider, person, key);
    if (answer.status !== 200) throw new Error(`complete answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return { completion: answer.body as SocialCompletion, key };
  }

  /** The code mailed to the address of a login answered VERIFY_LINK, as the person types it in the frame. */
  link(state: string, key: DeviceKey, otp: string, options: AuthCallOptions = {}) {
    return this.auth.call('POST', '/auth/v1/social/link', { state, otp }, { ...fromFrame, proof: key, ...options });
  }

  resendLink(state: string, key: DeviceKey, options: AuthCallOptions = {}) {
    return this.auth.call('POST', '/auth/v1/social/link/resend', { state }, { ...fromFrame, proof: key, ...options });
  }

  /** The person's choice of a new account instead. */
  separate(state: string, key: DeviceKey, options: AuthCallOptions = {}) {
    return this.auth.call('POST', '/auth/v1/social/separate', { state }, { ...fromFrame, proof: key, ...options });
  }

  /** How many sessions the services hold. */
  async sessionCount(): Promise<number> {
    const [row] = await this.services().db.query<{ count: string | number }>('select count(*) as count from auth_sessions');
    return Number(row!.count);
  }
}

/**
 * The local identity world beside the services: the devnet's OpenID provider, whose clients
 * redirect to these services' callbacks (so the services' port is chosen first), and the services
 * on their local defaults, pointed at its port.
 */
export function useIdentityWorld(auth: AuthConfig = {}) {
  let idp: IdentityProvider | undefined;
  const services = useServices(async () => {
    const port = await freePort();
    idp = await startIdentityProvider({ port: 0, servicesUrls: [`http://127.0.0.1:${port}`] });
    return { port, auth: { smtpPort: 0, ...auth, social: { localOidcPort: idp.port, ...auth.social } } };
  });
  afterAll(() => idp?.stop());
  return {
    services,
    identityProvider: () => {
      if (!idp) throw new Error('identity provider not started');
      return idp;
    },
    client: new SocialClient(services),
  };
}
