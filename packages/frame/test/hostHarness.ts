// Runs a frame host inside a real jsdom iframe whose parent is the test window. Messages
// from "the app" are dispatched on the iframe's window with an explicit origin and source;
// what the host posts to its parent is recorded instead of delivered.
import { createFrameHost, type FrameHostOptions } from '../src/host/createFrameHost.js';

/** jsdom's own origin: the iframe's document.referrer is the test page, http://localhost/. */
export const APP_ORIGIN = 'http://localhost';

export interface HostPost {
  message: { type: string; id?: string; payload?: unknown };
  targetOrigin: string;
}

export function hostHarness(options: Partial<FrameHostOptions> = {}) {
  const iframe = document.createElement('iframe');
  document.body.appendChild(iframe);
  const frameWindow = iframe.contentWindow!;
  const posts: HostPost[] = [];
  const postToParent = jest.spyOn(window, 'postMessage').mockImplementation(((message: HostPost['message'], targetOrigin: string) => {
    posts.push({ message, targetOrigin });
  }) as typeof window.postMessage);
  const host = createFrameHost({ window: frameWindow, allowedOrigins: () => [APP_ORIGIN], handlers: {}, ...options });
  const FrameMessageEvent = (frameWindow as unknown as typeof globalThis).MessageEvent;

  const send = (data: unknown, init: { origin?: string; source?: Window | null } = {}) =>
    frameWindow.dispatchEvent(new FrameMessageEvent('message', { data, origin: init.origin ?? APP_ORIGIN, source: 'source' in init ? init.source : window }));

  return {
    host,
    iframe,
    frameWindow,
    posts,
    postToParent,
    send,
    cleanup() {
      host.stop();
      iframe.remove();
      postToParent.mockRestore();
    },
  };
}
