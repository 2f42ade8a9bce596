// The app side of the embedded wallet: one hidden iframe, requests with ids and time limits,
// and a message listener that takes only what the frame's own window, at the frame's exact
// origin, sends in a valid shape.
import { requestType, type AppRequestType } from '../protocol/constants.js';
import { frameMessageSchema, isFrameNotification, type FrameMessage, type NotificationPayload } from '../protocol/messages.js';
import type { RequestPayload } from '../protocol/requests.js';
import type { SuccessPayload } from '../protocol/successes.js';
import { FrameError, frameError } from './errors.js';
import { createFrameElement, frameSource, hideFrame, showFrame, type FrameRect } from './iframe.js';
import { createPendingRequests } from './pending.js';
import { FRAME_TIMEOUTS, needsApproval, requestTimeout, systemClock, type FrameClock, type FrameTimeouts } from './timeouts.js';

export interface FrameClientOptions {
  /** Where the wallet frame lives, e.g. `http://127.0.0.1:5174/`. Its origin is the only one trusted. */
  frameUrl: string;
  projectId: string;
  /** The app's window; `globalThis.window` by default. */
  window?: Window;
  clock?: FrameClock;
  timeouts?: Partial<FrameTimeouts>;
  /** Told what a notification listener threw (the adapters pass Latch's logger here); the page's `reportError` by default. */
  onError?: (error: unknown) => void;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Overrides the request's limit (FRAME_TIMEOUTS: email and social requests, RPC reads and approvals time out). */
  timeoutMs?: number;
}

export type ReadyInfo = NonNullable<NotificationPayload<'READY'>>;

export interface FrameClient {
  /** The frame's exact origin, from `frameUrl`. */
  readonly origin: string;
  /** Creates the hidden iframe (once) and waits for READY. A failed load is retried, with a new iframe, by a later call. */
  ready(): Promise<ReadyInfo>;
  request<T extends AppRequestType>(type: T, payload: RequestPayload<T>, options?: RequestOptions): Promise<SuccessPayload<T>>;
  /** Sends SIGN_OUT; resolves within `timeouts.signOut` whatever happens, and never rejects. */
  signOut(): Promise<void>;
  /** Notifications from the frame: READY, SESSION_UPDATE, APPROVAL_REQUESTED, APPROVAL_SETTLED. */
  subscribe(listener: (message: FrameMessage) => void): () => void;
  show(rect: FrameRect): void;
  hide(): void;
  readonly iframe: HTMLIFrameElement | undefined;
  /** Removes the listener and the iframe; waiting requests reject with kind `destroyed`. */
  destroy(): void;
}

interface Load {
  promise: Promise<ReadyInfo>;
  resolve(info: ReadyInfo): void;
  reject(error: FrameError): void;
  timer: unknown;
  done: boolean;
}

export function createFrameClient(options: FrameClientOptions): FrameClient {
  const win = options.window ?? globalThis.window;
  const clock = options.clock ?? systemClock;
  const timeouts: FrameTimeouts = { ...FRAME_TIMEOUTS, ...options.timeouts };
  const { src, origin } = frameSource(options.frameUrl, options.projectId);
  const pending = createPendingRequests(clock);
  const listeners = new Set<(message: FrameMessage) => void>();
  const idPrefix = Math.random().toString(36).slice(2, 10);
  let nextId = 0;
  let iframe: HTMLIFrameElement | undefined;
  let load: Load | undefined;
  let listening = false;
  let destroyed = false;
  let shown = false;

  const emit = (message: FrameMessage) => {
    for (const listener of [...listeners]) {
      try {
        listener(message);
      } catch (error) {
        (options.onError ?? globalThis.reportError ?? console.error)(error);
      }
    }
  };

  const onMessage = (event: MessageEvent) => {
    const frameWindow = iframe?.contentWindow;
    if (!frameWindow || event.source !== frameWindow || event.origin !== origin) return;
    const parsed = frameMessageSchema.safeParse(event.data);
    if (!parsed.success) return;
    const message = parsed.data;
    if (!isFrameNotification(message)) {
      pending.settle(message);
      return;
    }
    if (message.type === '@latch-frame/READY' && load && !load.done) {
      load.done = true;
      clock.clearTimeout(load.timer);
      load.resolve({ ...message.payload });
    } else if (message.type === '@latch-frame/READY') {
      // A new page in the frame (it reloaded): what was posted to the page before will never be answered.
      pending.rejectPosted((type, id) => frameError('reloaded', type, id));
    }
    emit(message);
  };

  const startLoad = (): Load => {
    if (!listening) {
      win.addEventListener('message', onMessage);
      listening = true;
    }
    const element = createFrameElement(win.document, src);
    iframe = element;
    let settle!: Pick<Load, 'resolve' | 'reject'>;
    const promise = new Promise<ReadyInfo>((resolve, reject) => (settle = { resolve, reject }));
    promise.catch(() => undefined);
    const started: Load = { promise, ...settle, done: false, timer: undefined };
    started.timer = clock.setTimeout(() => {
      started.done = true;
      // Start over on the next call: a new iframe, a new 20 s.
      element.remove();
      if (iframe === element) iframe = undefined;
      if (load === started) load = undefined;
      started.reject(frameError('load'));
    }, timeouts.load);
    (win.document.body ?? win.document.documentElement).appendChild(element);
    return started;
  };

  const ready = (): Promise<ReadyInfo> => {
    if (destroyed) return Promise.reject(frameError('destroyed'));
    load ??= startLoad();
    return load.promise;
  };

  /** Posts a request that still waits for its reply; false if it could not be. */
  const post = (id: string, type: AppRequestType, payload: unknown, timeoutMs: number | undefined): boolean => {
    if (!pending.has(id)) return false; // aborted or destroyed while waiting for READY
    const target = iframe?.isConnected ? iframe.contentWindow : null;
    if (!target) {
      // The iframe was taken out of the page: start over on the next call.
      iframe = undefined;
      load = undefined;
      pending.reject(id, frameError('load', type, id));
      return false;
    }
    try {
      target.postMessage({ type: requestType(type), id, payload }, origin);
    } catch (error) {
      pending.reject(id, error); // e.g. a payload that cannot be cloned
      return false;
    }
    pending.markPosted(id, timeoutMs);
    return true;
  };

  const request = <T extends AppRequestType>(type: T, payload: RequestPayload<T>, requestOptions: RequestOptions = {}) => {
    if (destroyed) return Promise.reject(frameError('destroyed', type));
    const id = `${idPrefix}-${++nextId}`;
    const reply = pending.add(id, type, requestOptions.signal);
    const timeoutMs = requestTimeout(type, payload, timeouts, requestOptions.timeoutMs);
    let posted = false;
    ready().then(
      () => (posted = post(id, type, payload, timeoutMs)),
      (error: FrameError) => pending.reject(id, new FrameError(error.kind, error.message, { requestType: type, requestId: id, cause: error })),
    );
    if (needsApproval(type, payload)) {
      // An approval the app stopped waiting for is cancelled in the frame, that one alone (queued or on
      // screen): no one could hear its answer, and it must never be signed later.
      reply.catch((error: unknown) => {
        const given = error instanceof FrameError && (error.kind === 'timeout' || error.kind === 'aborted');
        if (posted && given && !destroyed) void request('CANCEL_APPROVAL', { requestId: id }).catch(() => undefined);
      });
    }
    return reply as Promise<SuccessPayload<T>>;
  };

  const signOut = async (): Promise<void> => {
    const controller = new AbortController();
    let timer: unknown;
    const deadline = new Promise<void>((resolve) => (timer = clock.setTimeout(resolve, timeouts.signOut)));
    const answer = request('SIGN_OUT', undefined, { signal: controller.signal }).then(
      () => undefined,
      () => undefined,
    );
    await Promise.race([answer, deadline]);
    clock.clearTimeout(timer);
    controller.abort();
  };

  return {
    origin,
    ready,
    request,
    signOut,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    show(rect) {
      if (!iframe) return;
      const appearing = !shown;
      shown = true;
      showFrame(iframe, rect);
      // Keyboard users land in the frame, where the approval is; a later re-placement keeps focus where it is.
      if (appearing) iframe.focus();
    },
    hide() {
      shown = false;
      if (iframe) hideFrame(iframe);
    },
    get iframe() {
      return iframe;
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      win.removeEventListener('message', onMessage);
      listening = false;
      if (load && !load.done) {
        load.done = true;
        clock.clearTimeout(load.timer);
        load.reject(frameError('destroyed'));
      }
      pending.rejectAll((type, id) => frameError('destroyed', type, id));
      iframe?.remove();
      iframe = undefined;
      listeners.clear();
    },
  };
}
