// Plays the frame's side for client tests: records what the client posts to the iframe and
// dispatches messages on the app window as if the frame had sent them.
import type { FrameClient } from '../src/client/createFrameClient.js';

export const FRAME_URL = 'http://127.0.0.1:5174/';
export const FRAME_ORIGIN = 'http://127.0.0.1:5174';

export interface Posted {
  message: { type: string; id?: string; payload?: unknown };
  targetOrigin: string;
}

export function fakeFrame(client: FrameClient) {
  const frameWindow = client.iframe?.contentWindow;
  if (!frameWindow) throw new Error('The client has no iframe yet: call ready() or request() first');
  const posts: Posted[] = [];
  jest.spyOn(frameWindow, 'postMessage').mockImplementation(((message: Posted['message'], targetOrigin: string) => {
    posts.push({ message, targetOrigin });
  }) as typeof frameWindow.postMessage);

  const send = (data: unknown, init: { origin?: string; source?: Window | null } = {}) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin: init.origin ?? FRAME_ORIGIN, source: 'source' in init ? init.source : frameWindow }));

  return {
    frameWindow,
    posts,
    send,
    ready: (version?: string) => send({ type: '@latch-frame/READY', payload: version === undefined ? {} : { version } }),
    /** Answers the last posted request with `_SUCCESS` and `payload`. */
    succeed(payload: unknown, index = posts.length - 1) {
      const request = posts[index]!.message;
      send({ type: `${request.type.replace('@latch-app/', '@latch-frame/')}_SUCCESS`, id: request.id, payload });
    },
    fail(message: string, index = posts.length - 1) {
      const request = posts[index]!.message;
      send({ type: `${request.type.replace('@latch-app/', '@latch-frame/')}_ERROR`, id: request.id, payload: { message } });
    },
  };
}
