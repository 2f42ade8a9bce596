// Social login through the services (README "Social login"), started and finished by this frame
// alone: the person's click on the frame's own screen opens a window whose opener is this frame,
// then starts a login with the services (its state and PKCE verifier bound to the frame's device
// key) and sends the window to the provider's page; the services' callback page in that window hands its outcome
// to the opener, targeted at this frame's origin (a window the app's page opened gets nothing);
// complete then gives the session, only with the one-time completion that page handed over. The
// authorization URL, the code, the tokens and the completion never reach the app. A new identity
// whose address an account holds joins it at once only with the frame's live session of that
// account; otherwise the services mail the address a code, which links it, or the person goes on
// with a new account (LinkConsent).
import * as z from 'zod/mini';
import type { SocialProvider } from '@latch/frame/host';
import type { ServicesApi } from '../services/api.js';
import { servicesWords, type ServicesWords } from '../services/servicesWords.js';
import type { IssuedSession, LinkAsked, SocialCompletion, SocialIdentity } from '@latch/core/api';
import { socialWords } from './socialText.js';
import { ACTION_ABORTED } from '../screens/actionScreen.js';

/** How often a closed sign-in window is noticed. */
export const SOCIAL_WINDOW_CHECK_MS = 500;
/** What the services' callback page posts (their SOCIAL_CALLBACK_MESSAGE). */
export const SOCIAL_CALLBACK_MESSAGE = '@latch-social/CALLBACK';

/** The window the frame opened for the provider's page, as far as the login needs it. */
export interface SignInWindow {
  readonly closed: boolean;
  /** Sends the window to `url` (the provider's page). */
  navigate(url: string): void;
  close(): void;
  /** Whether a message event's `source` is this window. */
  is(source: unknown): boolean;
}

/** Opens an empty window whose opener is this frame; null when the browser blocked it. Called within the person's click. */
export type OpenSignInWindow = () => SignInWindow | null;

/** A message event, as far as the login reads it. */
export interface WindowMessage {
  origin: string;
  source: unknown;
  data: unknown;
}

/** Calls `listener` with every message the frame's window receives, until the returned function is called. */
export type ListenToMessages = (listener: (message: WindowMessage) => void) => () => void;

const handoffSchema = z.union([
  z.object({ type: z.literal(SOCIAL_CALLBACK_MESSAGE), state: z.string(), completion: z.string() }),
  z.object({ type: z.literal(SOCIAL_CALLBACK_MESSAGE), state: z.string(), failed: z.literal(true) }),
]);
type Handoff = z.infer<typeof handoffSchema>;

export type SocialSession = IssuedSession & { identity: SocialIdentity };

/** A login whose new identity carries the address of an account: the code mailed to `email` links it to that account, or the person goes on with a new one. */
export interface LinkConsent {
  state: string;
  email: string;
  /** Why no code went out yet, in the services' words (the mail limits' "Please try again after N seconds"): Resend code sends it once they allow. */
  heldBack?: ServicesWords;
}

/** What a social login ends in: the session, or first the person's consent. */
export type SocialOutcome = SocialSession | { consent: LinkConsent };

export interface SocialAuthOptions {
  api: ServicesApi;
  deviceId: () => string;
  /** The services' origin: the only one whose page's handoff is read. */
  servicesOrigin: string;
  openWindow: OpenSignInWindow;
  listen: ListenToMessages;
  /** The frame's live session token, if it holds one: sent with complete, where it counts only for its own account on this device key. */
  liveToken?: () => Promise<string | undefined>;
  /** setInterval for the closed-window check; the global one unless set. */
  clock?: { setInterval(callback: () => void, ms: number): unknown; clearInterval(handle: unknown): void };
}

const systemClock = {
  setInterval: (callback: () => void, ms: number) => globalThis.setInterval(callback, ms),
  clearInterval: (handle: unknown) => globalThis.clearInterval(handle as ReturnType<typeof globalThis.setInterval>),
};

export class SocialAuth {
  constructor(private readonly options: SocialAuthOptions) {}

  /**
   * What the person's click runs for `provider`: a new window (opened before anything is awaited,
   * so the click lets it through), a new login started with the services and the window sent to
   * its provider's page, then the session, or the consent it waits for, once the services' page in
   * that window handed this frame its completion. It rejects with the services' reason (denied, a
   * refused token, …), or when the window closed first or the screen was left (`signal`). Each try
   * is a new login: a state serves one. Nothing is asked of the services before the click.
   */
  async prepare(provider: SocialProvider): Promise<(signal: AbortSignal) => Promise<SocialOutcome>> {
    return (signal) => {
      const popup = this.options.openWindow();
      if (!popup) return Promise.reject(new Error(socialWords('social.windowBlocked')));
      return this.#signIn(popup, provider, signal);
    };
  }

  /** The code the person typed for a login that waits for consent: the session of the address's account. */
  link({ state }: LinkConsent, otp: string): Promise<SocialSession> {
    return this.options.api.socialLink(state, otp);
  }

  resendLinkCode({ state }: LinkConsent): Promise<void> {
    return this.options.api.socialLinkResend(state);
  }

  /** The person goes on with a new account of the identity's own: its session. */
  separate({ state }: LinkConsent): Promise<SocialSession> {
    return this.options.api.socialSeparate(state);
  }

  async #signIn(popup: SignInWindow, provider: SocialProvider, signal: AbortSignal): Promise<SocialOutcome> {
    try {
      const { authorizationUrl, state } = await this.options.api.socialStart(provider, this.options.deviceId());
      if (signal.aborted) throw new Error(ACTION_ABORTED);
      popup.navigate(authorizationUrl);
      const handoff = await this.#handoff(popup, state, signal);
      // A failure's handoff has no completion: complete then answers why it failed.
      const completed = await this.options.api.socialComplete(state, 'completion' in handoff ? handoff.completion : undefined, signal, await this.#liveToken());
      if (isSession(completed)) return completed;
      const reason = completed.reasons?.[0];
      const heldBack = reason && servicesWords({ ...reason, message: reason.description });
      return { consent: { state, email: completed.email, ...(heldBack === undefined ? {} : { heldBack }) } };
    } finally {
      if (!popup.closed) popup.close();
    }
  }

  /** The live session's token; none when it cannot be read (the services unreachable): the login then asks for consent as without one. */
  async #liveToken(): Promise<string | undefined> {
    return this.options.liveToken?.().catch(() => undefined);
  }

  /** The callback page's message for this login, from the services' origin and this window only. */
  #handoff(popup: SignInWindow, state: string, signal: AbortSignal): Promise<Handoff> {
    const { servicesOrigin, listen, clock = systemClock } = this.options;
    return new Promise<Handoff>((resolve, reject) => {
      const end = (settle: () => void) => {
        stop();
        clock.clearInterval(watch);
        signal.removeEventListener('abort', aborted);
        settle();
      };
      const stop = listen(({ origin, source, data }) => {
        if (origin !== servicesOrigin || !popup.is(source)) return;
        const parsed = handoffSchema.safeParse(data);
        if (parsed.success && parsed.data.state === state) end(() => resolve(parsed.data));
      });
      const watch = clock.setInterval(() => {
        if (popup.closed) end(() => reject(new Error(socialWords('social.windowClosed'))));
      }, SOCIAL_WINDOW_CHECK_MS);
      const aborted = () => end(() => reject(new Error(ACTION_ABORTED)));
      if (signal.aborted) return aborted();
      signal.addEventListener('abort', aborted, { once: true });
    });
  }
}

const isSession = (completed: SocialCompletion | LinkAsked): completed is SocialCompletion => 'token' in completed;

/** The browser's side: a popup of the provider's size, and the frame window's message events. */
export function browserSignInWindows(win: Window): { openWindow: OpenSignInWindow; listen: ListenToMessages } {
  return {
    openWindow() {
      // Not noopener: the callback page hands its outcome to this window, its opener.
      const opened = win.open('about:blank', '_blank', 'popup,width=480,height=640');
      return (
        opened && {
          get closed() {
            return opened.closed;
          },
          navigate: (url) => opened.location.assign(url),
          close: () => opened.close(),
          is: (source) => source === opened,
        }
      );
    },
    listen(listener) {
      const onMessage = (event: MessageEvent) => listener({ origin: event.origin, source: event.source, data: event.data as unknown });
      win.addEventListener('message', onMessage);
      return () => win.removeEventListener('message', onMessage);
    },
  };
}
