// Each request id gets one answer. The host answers every valid message it receives, so a message
// that repeats the id of one already taken (still waiting for the person, or settled) would get a
// second answer and, for a signature or a transaction, a second approval screen. The guard listens
// to the frame's window before the host does and stops such a message before the host sees it.
import { appRequestSchema, createFrameHost, type FrameHost, type FrameHostOptions } from '@latch/frame/host';

/** How many ids are remembered: a long session's memory stays bounded; an id older than that is long settled. */
const REMEMBERED_IDS = 10_000;

/** Stops, before any later listener, each app request whose id its origin has sent before. */
function ignoreReplayedRequests(win: Window): () => void {
  const taken = new Set<string>();
  const listener = (event: MessageEvent) => {
    if (event.source !== win.parent) return;
    const parsed = appRequestSchema.safeParse(event.data);
    if (!parsed.success) return;
    const key = `${event.origin} ${parsed.data.id}`;
    if (taken.has(key)) return event.stopImmediatePropagation();
    taken.add(key);
    // A Set keeps insertion order: the first one is the oldest.
    if (taken.size > REMEMBERED_IDS) taken.delete(taken.values().next().value!);
  };
  win.addEventListener('message', listener);
  return () => win.removeEventListener('message', listener);
}

/** @latch/frame's host, behind a guard that answers each request id of an origin once. */
export function createHostAnsweringEachIdOnce(options: FrameHostOptions): FrameHost {
  // The guard's listener is added now, the host's in start(): the guard always runs first.
  const stopGuard = ignoreReplayedRequests(options.window ?? globalThis.window);
  const host = createFrameHost(options);
  return {
    start: () => host.start(),
    notify: (type, payload) => host.notify(type, payload),
    stop() {
      host.stop();
      stopGuard();
    },
    get appOrigin() {
      return host.appOrigin;
    },
  };
}
