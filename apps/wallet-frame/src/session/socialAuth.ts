// Social login through the services (README "Social login"): start answers the provider's page,
// which the app opens in the window the person's click made; complete then waits for the services'
// callback to have verified the provider's answer, and gives the email login's kind of session.
// Neither the code, the tokens nor the PKCE verifier reach the frame: the state names the login.
import type { SocialProvider } from '@latch/frame/host';
import type { ServicesApi } from '../services/api.js';
import type { IssuedSession, SocialIdentity } from '../services/schemas.js';
import { SOCIAL_NOT_STARTED, SOCIAL_REPLACED, SOCIAL_TIMED_OUT } from '../messages.js';

/**
 * How long the frame waits for the popup's outcome: the services' longest long poll. SPEC 9 gives a
 * social request 30 s; the rest is for the account's keys once the session came.
 */
export const SOCIAL_WAIT_MS = 25_000;

export interface SocialAuthOptions {
  api: ServicesApi;
  deviceId: () => string;
  /** SOCIAL_WAIT_MS unless set (tests that wait for an outcome that never comes). */
  waitMs?: number;
}

interface PendingLogin {
  uri: string;
  state: string;
  completing: boolean;
  /** Ends the long poll when a newer login starts. */
  abort: AbortController;
}

export class SocialAuth {
  /** The latest login started: only its page can be completed. */
  #pending: PendingLogin | undefined;

  constructor(private readonly options: SocialAuthOptions) {}

  /** GET_SOCIAL_REDIRECT_URI: the provider's sign-in page for a new login (a login still waiting ends). */
  async start(provider: SocialProvider): Promise<string> {
    const { authorizationUrl, state } = await this.options.api.socialStart(provider, this.options.deviceId());
    this.#pending?.abort.abort();
    this.#pending = { uri: authorizationUrl, state, completing: false, abort: new AbortController() };
    return authorizationUrl;
  }

  /** CONNECT_SOCIAL: waits for the outcome of the login whose page `uri` is; the session, or the services' reason (denied, refused token, …). */
  async complete(uri: string): Promise<IssuedSession & { identity: SocialIdentity }> {
    const pending = this.#pending;
    if (!pending || pending.uri !== uri || pending.completing) throw new Error(SOCIAL_NOT_STARTED);
    pending.completing = true;
    try {
      const answer = await this.options.api.socialComplete(pending.state, this.options.waitMs ?? SOCIAL_WAIT_MS, pending.abort.signal);
      if (pending.abort.signal.aborted) throw new Error(SOCIAL_REPLACED);
      if ('status' in answer) throw new Error(SOCIAL_TIMED_OUT);
      return answer;
    } catch (error) {
      throw pending.abort.signal.aborted ? new Error(SOCIAL_REPLACED) : error;
    } finally {
      // Taken once, whatever came: a state's outcome is given once by the services too.
      if (this.#pending === pending) this.#pending = undefined;
    }
  }
}
