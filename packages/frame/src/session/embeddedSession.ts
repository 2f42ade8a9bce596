// One embedded wallet per Latch instance, whatever the namespace: the frame client, the login under
// way and the request transport, shared by the EVM and Solana adapters (they obtain it through
// core's AdapterContext.share). Requests wait for the frame to be READY; the dApp data goes to the
// frame first, unawaited. Errors are the client's FrameErrors: each adapter maps them its own way.
import type { AppRequestType } from '../protocol/constants.js';
import type { RequestPayload } from '../protocol/requests.js';
import type { SuccessPayload } from '../protocol/successes.js';
import { createFrameClient, type FrameClient } from '../client/createFrameClient.js';
import type { FrameRect } from '../client/iframe.js';
import { FrameError, type FrameErrorKind } from '../client/errors.js';
import { needsApproval, type FrameClock } from '../client/timeouts.js';

/** What AdapterContext.share keys the session by: adapters of every namespace ask for this one. */
export const EMBEDDED_SESSION_KEY = 'embedded-wallet';

export interface EmbeddedSessionOptions {
  frameUrl: string;
  projectId: string;
  /** The dApp's features the frame acts on (SYNC_DAPP_DATA): smartSessions (SPEC 7, off by default). */
  features?: { smartSessions?: boolean };
  /** How the dApp presents itself in the frame's approvals (SYNC_DAPP_DATA). */
  metadata?: { name: string; description: string; url: string; icons: string[] };
  /** The modal's locale the frame starts in (SYNC_DAPP_DATA); `showFrame` brings it up to date. */
  locale?: string;
  sdkVersion: string;
  sdkType: string;
  clock?: FrameClock;
  /** The app's window; `globalThis.window` by default. */
  window?: Window;
  /** Told what a listener of the frame's notifications threw (FrameClientOptions.onError). */
  onError?: (error: unknown) => void;
}

/**
 * What the frame tells the adapters outside any request. The approval notices go to one member
 * only (the first that joined, while it stays), so the modal opens and leaves its approval view once;
 * `ended` (the frame signed out) goes to every member: each namespace's connection ends.
 */
export type EmbeddedSessionEvent = { type: 'approvalRequested' } | { type: 'approvalSettled' } | { type: 'ended' };

/** The requests the person answers in the frame itself: a code typed there, or its own button pressed (the app sends no code, no URL). */
export type CodeRequestType = 'CONNECT_DEVICE' | 'CONNECT_OTP' | 'UPDATE_EMAIL_PRIMARY_OTP' | 'UPDATE_EMAIL_SECONDARY_OTP' | 'ADD_PASSKEY' | 'CONNECT_PASSKEY' | 'CONNECT_SOCIAL' | 'CONNECT_FARCASTER';

export type FrameCall = <T extends AppRequestType>(type: T, payload: RequestPayload<T>) => Promise<SuccessPayload<T>>;

export interface EmbeddedSession {
  /** A request once the frame is ready (and told who the dApp is); rejects with the client's FrameError. */
  request: FrameCall;
  /** A step the person answers in the frame (a login's codes, an email update's two codes, a passkey, a social sign-in's button): waits for the person; hiding the frame cancels it. */
  typedInFrame<T extends CodeRequestType>(type: T, payload?: RequestPayload<T>): Promise<SuccessPayload<T>>;
  /** Whether the frame has a signed-in user (a session kept from before counts). */
  isConnected(): Promise<boolean>;
  /** Signs the frame out once however many namespaces ask at the same time; every member hears `ended`. */
  signOut(): Promise<void>;
  /** Shows the frame over `rect` in `themeMode` and the modal's `locale`, or hides it (what waited there for the person is then cancelled). */
  showFrame(rect: FrameRect | undefined, themeMode?: 'light' | 'dark', locale?: string): void;
  /** Listens to the session's events until the returned function is called. */
  join(listener: (event: EmbeddedSessionEvent) => void): () => void;
  /** Removes the frame and its message listener; waiting requests are aborted. */
  destroy(): void;
}

/** How a request ends when the app stopped waiting for it, rather than by the frame's answer. */
const GIVEN_UP: readonly FrameErrorKind[] = ['timeout', 'aborted', 'reloaded'];

const sameRect = (a: FrameRect | undefined, b: FrameRect | undefined) =>
  a === b || (a !== undefined && b !== undefined && a.top === b.top && a.left === b.left && a.width === b.width && a.height === b.height);

export function createEmbeddedSession(options: EmbeddedSessionOptions, makeClient: typeof createFrameClient = createFrameClient): EmbeddedSession {
  const { projectId } = options;
  const { frameUrl, clock, window, onError } = options;
  const client: FrameClient = makeClient({ frameUrl, projectId, ...(clock && { clock }), ...(window && { window }), ...(onError && { onError }) });
  const members: ((event: EmbeddedSessionEvent) => void)[] = [];
  let introduced: Promise<unknown> | undefined;
  let locale = options.locale;
  /** Tells the frame who the dApp is and the modal's locale; unawaited: the requests after it are handled in order. */
  const syncDapp = () => {
    const dapp = { ...(options.metadata ? { metadata: options.metadata } : {}), ...(options.features ? { features: options.features } : {}), ...(locale ? { locale } : {}), projectId, sdkVersion: options.sdkVersion, sdkType: options.sdkType };
    void client.request('SYNC_DAPP_DATA', dapp).catch(() => undefined);
  };
  const introduce = () => {
    if (!introduced) {
      const attempt = client.ready().then(syncDapp);
      // A frame that failed to load is tried again with the next request.
      attempt.catch(() => {
        if (introduced === attempt) introduced = undefined;
      });
      introduced = attempt;
    }
    return introduced;
  };

  let syncedTheme: 'light' | 'dark' | undefined;
  // Every adapter is told where the frame goes; the first call places it, the same call again does nothing.
  let placed: { rect: FrameRect | undefined } | undefined;
  let approvalWaiting = false;
  /** The id of the request the frame said it shows (a frame before it names none). */
  let approvalShown: string | undefined;
  let codesWaiting = 0;
  let signingOut: Promise<void> | undefined;

  const approvalSettled = () => {
    approvalWaiting = false;
    approvalShown = undefined;
    client.hide();
    placed = { rect: undefined };
    members[0]?.({ type: 'approvalSettled' });
  };

  /**
   * An approval the app stopped waiting for (timed out, aborted, or lost when the frame reloaded) ends
   * its dialog here, whatever the frame says or does not: a silent frame would leave it open, a
   * reloaded one has nothing to settle. Another request's end leaves the one on screen open.
   */
  const approvalGivenUp = (error: unknown) => {
    if (!(error instanceof FrameError) || !GIVEN_UP.includes(error.kind) || !approvalWaiting) return;
    if (approvalShown === undefined || approvalShown === error.requestId) approvalSettled();
  };

  const request: FrameCall = async (type, payload) => {
    await introduce();
    const reply = client.request(type, payload);
    if (needsApproval(type, payload)) reply.catch(approvalGivenUp);
    return reply;
  };

  client.subscribe((message) => {
    if (message.type === '@latch-frame/APPROVAL_REQUESTED') {
      approvalWaiting = true;
      approvalShown = message.payload.requestId;
      members[0]?.({ type: 'approvalRequested' });
    }
    if (message.type === '@latch-frame/APPROVAL_SETTLED') approvalSettled();
  });

  return {
    request,
    async typedInFrame(type, payload) {
      codesWaiting += 1;
      try {
        return await request(type, (payload ?? {}) as RequestPayload<typeof type>);
      } finally {
        codesWaiting -= 1;
      }
    },
    isConnected: async () => (await request('IS_CONNECTED', {})).isConnected,
    signOut() {
      signingOut ??= client.signOut().then(() => {
        signingOut = undefined;
        [...members].forEach((member) => member({ type: 'ended' }));
      });
      return signingOut;
    },
    showFrame(rect, themeMode, shownLocale) {
      // A locale changed while the frame is open: the frame redraws its words (it was told the old one, or none).
      if (shownLocale && shownLocale !== locale) {
        locale = shownLocale;
        if (introduced) void introduced.then(syncDapp, () => undefined);
      }
      if (themeMode && themeMode !== syncedTheme) {
        syncedTheme = themeMode;
        void client.request('SYNC_THEME', { themeMode }).catch(() => undefined);
      }
      if (placed && sameRect(placed.rect, rect)) return;
      placed = { rect };
      if (rect) return client.show(rect);
      client.hide();
      // Hidden while the person had not answered (the modal closed, Back): the frame rejects the
      // request, so the dApp hears "Signature declined" and the next request is not stuck behind it;
      // a code screen closes the same way.
      if (approvalWaiting || codesWaiting > 0) void client.request('CANCEL_APPROVAL', {}).catch(() => undefined);
    },
    join(listener) {
      members.push(listener);
      return () => {
        const index = members.indexOf(listener);
        if (index >= 0) members.splice(index, 1);
      };
    },
    destroy: () => client.destroy(),
  };
}
