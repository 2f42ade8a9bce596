// The host behind the guard, in a real jsdom iframe whose parent is the test window: "the app"
// dispatches messages on the iframe's window; what the frame posts to its parent is recorded.
import type { FrameHost } from '@latch/frame/host';
import type { ApprovalSummary } from '../rpc/describe.js';
import { ApprovalQueue } from './queue.js';
import { createHostAnsweringEachIdOnce } from './replayGuard.js';

const APP_ORIGIN = 'http://localhost';
const summary: ApprovalSummary = { method: 'personal_sign', title: 'Sign a message', origin: APP_ORIGIN, network: 'Devnet (eip155:31337)', details: [] };
const signRequest = (id: string) => ({ type: '@latch-app/RPC_REQUEST', id, payload: { method: 'personal_sign', params: ['hi', `0x${'ab'.repeat(20)}`] } });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let host: FrameHost | undefined;
let iframe: HTMLIFrameElement | undefined;
afterEach(() => {
  host?.stop();
  iframe?.remove();
  jest.restoreAllMocks();
});

async function setup() {
  iframe = document.createElement('iframe');
  document.body.appendChild(iframe);
  const frameWindow = iframe.contentWindow!;
  const posted: { type: string; id?: string }[] = [];
  jest.spyOn(window, 'postMessage').mockImplementation(((message: { type: string; id?: string }) => void posted.push(message)) as typeof window.postMessage);
  const asked: ApprovalSummary[] = [];
  let answer: (approved: boolean) => void = () => {};
  const approvals = new ApprovalQueue(
    {
      ask: (shown) => {
        asked.push(shown);
        return new Promise<boolean>((resolve) => (answer = resolve));
      },
      working: () => {},
      done: () => {},
      cancel: () => false,
    },
    () => {},
  );
  host = createHostAnsweringEachIdOnce({
    window: frameWindow,
    allowedOrigins: () => [APP_ORIGIN],
    handlers: { RPC_REQUEST: async () => ({ result: await approvals.run(async () => ({ summary, work: async () => '0xsigned' })) }) },
  });
  await host.start();
  posted.length = 0; // READY
  const FrameMessageEvent = (frameWindow as unknown as typeof globalThis).MessageEvent;
  const send = (data: unknown, source: Window = window) => frameWindow.dispatchEvent(new FrameMessageEvent('message', { data, origin: APP_ORIGIN, source }));
  return { posted, asked, answer: (approved: boolean) => answer(approved), send };
}

describe('a replayed request id', () => {
  it('while its request waits for the person: no second approval screen, one answer', async () => {
    const { posted, asked, answer, send } = await setup();
    send(signRequest('r-1'));
    await flush();
    send(signRequest('r-1'));
    await flush();
    answer(true);
    await flush();
    expect(asked).toHaveLength(1);
    expect(posted).toEqual([{ type: '@latch-frame/RPC_REQUEST_SUCCESS', id: 'r-1', payload: { result: '0xsigned' } }]);
  });

  it('after its request was answered: ignored, nothing asked, nothing posted', async () => {
    const { posted, asked, answer, send } = await setup();
    send(signRequest('r-1'));
    await flush();
    answer(false);
    await flush();
    expect(posted).toEqual([{ type: '@latch-frame/RPC_REQUEST_ERROR', id: 'r-1', payload: { message: 'Signature declined' } }]);
    send(signRequest('r-1'));
    await flush();
    expect(asked).toHaveLength(1);
    expect(posted).toHaveLength(1);
  });

  it('does not hold back a new id, nor count a message the host would not take', async () => {
    const { posted, asked, answer, send } = await setup();
    send(signRequest('r-1'), iframe!.contentWindow!); // not from the parent: dropped, not remembered
    send({ type: '@latch-app/RPC_REQUEST', id: 'r-1', payload: { method: 'eth_sign' } }); // fails its schema
    await flush();
    expect(asked).toHaveLength(0);
    send(signRequest('r-1'));
    await flush();
    answer(true);
    await flush();
    send(signRequest('r-2'));
    await flush();
    answer(true);
    await flush();
    expect(asked).toHaveLength(2);
    expect(posted.map((message) => message.id)).toEqual(['r-1', 'r-2']);
  });
});
