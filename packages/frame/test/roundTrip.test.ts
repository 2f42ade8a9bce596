// Client and host together over a message channel between the app window and a real jsdom
// iframe: the host runs in the iframe's window, whose parent is the app window. (The real
// cross-origin case runs in the browser suite.)
import { createFrameClient, type FrameClient } from '../src/client/createFrameClient.js';
import { createFrameHost, type FrameHost } from '../src/host/createFrameHost.js';
import type { RequestHandlers } from '../src/host/answer.js';
import type { FrameMessage } from '../src/protocol/messages.js';
import { FRAME_ORIGIN, FRAME_URL } from './fakeFrame.js';
import { APP_ORIGIN } from './hostHarness.js';
import { linkWindows } from './linkWindows.js';

let client: FrameClient;
let host: FrameHost;
let unlink: () => void;
let notifications: FrameMessage[];

async function connect(handlers: RequestHandlers, allowedOrigins: string[] = [APP_ORIGIN]) {
  client = createFrameClient({ frameUrl: FRAME_URL, projectId: 'latch-demo' });
  notifications = [];
  client.subscribe((message) => notifications.push(message));
  const ready = client.ready();
  const frameWindow = client.iframe!.contentWindow!;
  expect(frameWindow.parent).toBe(window);
  expect(frameWindow.document.referrer).toBe(`${APP_ORIGIN}/`);
  unlink = linkWindows({ window, origin: APP_ORIGIN }, { window: frameWindow, origin: FRAME_ORIGIN });
  host = createFrameHost({ window: frameWindow, allowedOrigins: async () => allowedOrigins, handlers, version: '1.2.3' });
  await host.start();
  return ready;
}

afterEach(() => {
  host?.stop();
  client?.destroy();
  unlink?.();
});

it('runs CONNECT_EMAIL -> handler -> CONNECT_EMAIL_SUCCESS through client and host', async () => {
  const seen: unknown[] = [];
  await expect(
    connect({
      CONNECT_EMAIL: async (payload, context) => {
        seen.push([payload, context]);
        return { action: 'VERIFY_OTP' };
      },
    }),
  ).resolves.toEqual({ version: '1.2.3' });
  await expect(client.request('CONNECT_EMAIL', { email: 'ada@example.com' })).resolves.toEqual({ action: 'VERIFY_OTP' });
  expect(seen).toEqual([[{ email: 'ada@example.com' }, { origin: APP_ORIGIN, id: expect.any(String) }]]);
});

it('carries errors, unsupported types and notifications', async () => {
  await connect({
    CONNECT_OTP: () => {
      throw new Error('Invalid code');
    },
    RPC_REQUEST: async ({ method }) => {
      host.notify('APPROVAL_REQUESTED', { method });
      host.notify('APPROVAL_SETTLED', {});
      return { result: '0xsigned' };
    },
  });
  await expect(client.request('CONNECT_OTP', {})).rejects.toMatchObject({ kind: 'frame', message: 'Invalid code' });
  await expect(client.request('RELOAD', undefined)).rejects.toMatchObject({ kind: 'frame', message: 'Not supported yet: RELOAD' });
  await expect(client.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x68', '0x01'] })).resolves.toEqual({ result: '0xsigned' });
  expect(notifications.map((m) => m.type)).toEqual(['@latch-frame/READY', '@latch-frame/APPROVAL_REQUESTED', '@latch-frame/APPROVAL_SETTLED']);
});

it('signs out through the frame', async () => {
  const signOut = jest.fn(() => ({}));
  await connect({ SIGN_OUT: signOut });
  await client.signOut();
  expect(signOut).toHaveBeenCalledTimes(1);
});

it('never becomes ready for an app origin off the allowlist', async () => {
  const ready = connect({}, ['https://someone-else.example']);
  const outcome = await Promise.race([ready.then(() => 'ready', () => 'failed'), new Promise((resolve) => setTimeout(() => resolve('waiting'), 50))]);
  expect(outcome).toBe('waiting');
});
