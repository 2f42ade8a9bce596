// The frame side of the embedded wallet: it listens to its parent window only, trusts only
// origins on the project's allowlist, answers each valid request exactly once, to the origin
// it came from, and never answers anything else.
import { FRAME_NOTIFICATION_TYPES, notificationType, type FrameNotificationType } from '../protocol/constants.js';
import { notificationPayloadSchemas, type FrameMessage, type NotificationPayload } from '../protocol/messages.js';
import { appRequestSchema } from '../protocol/requests.js';
import { answer, errorReply, invalidResultMessage, typeOf, type RequestHandlers } from './answer.js';
import { normalizeAllowlist, parentOriginHint } from './origins.js';

/** The notifications the wallet sends by itself; READY is sent by `start()`. */
export type HostNotificationType = Exclude<FrameNotificationType, 'READY'>;

export interface FrameHostOptions {
  /** The frame's own window; `globalThis.window` by default. */
  window?: Window;
  /** The project's allowed app origins (from the services); loaded once by `start()`. */
  allowedOrigins: () => Promise<readonly string[]> | readonly string[];
  handlers: RequestHandlers;
  /** Reported in READY. */
  version?: string;
}

export interface FrameHost {
  /** Loads the allowlist, starts listening, and posts READY to the parent if its origin is allowed. */
  start(): Promise<void>;
  /** Posts a notification to the last verified app origin; false when there is none yet (nothing is sent). */
  notify<N extends HostNotificationType>(type: N, payload: NotificationPayload<N>): boolean;
  /** Stops listening; replies still running are not posted. */
  stop(): void;
  /** The last verified app origin: READY's target, then that of each valid request. */
  readonly appOrigin: string | undefined;
}

export function createFrameHost(options: FrameHostOptions): FrameHost {
  const win = options.window ?? globalThis.window;
  const framed = win.parent !== win;
  let allowlist: Promise<ReadonlySet<string>> | undefined;
  let appOrigin: string | undefined;
  let listening = false;

  const post = (message: FrameMessage, targetOrigin: string) => {
    if (listening) win.parent.postMessage(message, targetOrigin);
  };

  const onMessage = async (event: MessageEvent) => {
    // Read everything off the event before the first await.
    const { source, origin, data } = event;
    if (!framed || source !== win.parent || !allowlist) return;
    const allowed = await allowlist.catch(() => new Set<string>());
    if (!allowed.has(origin)) return;
    const parsed = appRequestSchema.safeParse(data);
    if (!parsed.success) return;
    appOrigin = origin;
    const request = parsed.data;
    const reply = await answer(request, options.handlers, { origin, id: request.id });
    try {
      post(reply, origin);
    } catch {
      // A result the browser cannot clone: still exactly one reply.
      post(errorReply(typeOf(request), request.id, invalidResultMessage(typeOf(request))), origin);
    }
  };

  const listener = (event: MessageEvent) => void onMessage(event);

  return {
    async start() {
      if (!listening) {
        win.addEventListener('message', listener);
        listening = true;
      }
      allowlist = Promise.resolve().then(options.allowedOrigins).then(normalizeAllowlist);
      const allowed = await allowlist;
      const parentOrigin = framed ? parentOriginHint(win) : undefined;
      if (!parentOrigin || !allowed.has(parentOrigin)) return;
      appOrigin = parentOrigin;
      const payload = options.version === undefined ? {} : { version: options.version };
      post({ type: notificationType('READY'), payload }, parentOrigin);
    },
    notify(type, payload) {
      if (!FRAME_NOTIFICATION_TYPES.includes(type) || type === ('READY' as string)) throw new TypeError(`Unknown notification: ${type}`);
      const checked = notificationPayloadSchemas[type].safeParse(payload);
      if (!checked.success) throw new TypeError(`Invalid ${type} notification payload`);
      if (!listening || !appOrigin) return false;
      post({ type: notificationType(type), payload: checked.data } as FrameMessage, appOrigin);
      return true;
    },
    stop() {
      if (listening) win.removeEventListener('message', listener);
      listening = false;
    },
    get appOrigin() {
      return appOrigin;
    },
  };
}
