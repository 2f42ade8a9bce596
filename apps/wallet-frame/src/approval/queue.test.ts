// The app cancels one approval by its request id: the one it stopped waiting for, queued or on
// screen, never another; without an id, whatever is on screen (the person closed the dialog).
import { SIGNATURE_DECLINED } from '../messages.js';
import type { ApprovalSummary } from '../rpc/describe.js';
import { ApprovalQueue, type ApprovalPrompt } from './queue.js';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A screen the test answers: what it shows, and its Approve. */
function screen() {
  let settle: ((approved: boolean) => void) | undefined;
  const shown: string[] = [];
  const prompt: ApprovalPrompt = {
    ask: (summary) => {
      shown.push(summary.method);
      return new Promise((resolve) => (settle = resolve));
    },
    working: () => {},
    done: () => {},
    cancel: () => {
      const waiting = settle !== undefined;
      settle?.(false);
      settle = undefined;
      return waiting;
    },
  };
  const approve = () => {
    settle?.(true);
    settle = undefined;
  };
  return { prompt, shown, approve };
}

const request = (method: string, signed: string[]) => async () => ({ summary: { method } as ApprovalSummary, work: async () => (signed.push(method), method) });

describe('the approval queue', () => {
  it('cancels a queued request by its id and leaves the one on screen', async () => {
    const { prompt, shown, approve } = screen();
    const notices: unknown[] = [];
    const queue = new ApprovalQueue(prompt, (event) => notices.push(event));
    const signed: string[] = [];
    const a = queue.run(request('personal_sign', signed), 'req-a');
    const b = queue.run(request('eth_sendTransaction', signed), 'req-b');
    await flush();
    expect(shown).toEqual(['personal_sign']);

    expect(queue.cancel('req-b')).toBe(true);
    await expect(b).rejects.toThrow(SIGNATURE_DECLINED);
    // A is still on screen, and still waits for the person.
    approve();
    await expect(a).resolves.toBe('personal_sign');
    await flush();
    // B was never shown, so it can never be signed.
    expect(shown).toEqual(['personal_sign']);
    expect(signed).toEqual(['personal_sign']);
    expect(notices).toEqual([{ type: 'APPROVAL_REQUESTED', method: 'personal_sign', requestId: 'req-a' }, { type: 'APPROVAL_SETTLED' }]);
  });

  it('cancels the request on screen by its id, and the next one then shows', async () => {
    const { prompt, shown } = screen();
    const queue = new ApprovalQueue(prompt, () => {});
    const signed: string[] = [];
    const a = queue.run(request('personal_sign', signed), 'req-a');
    void queue.run(request('eth_sendTransaction', signed), 'req-b');
    await flush();
    expect(queue.cancel('req-a')).toBe(true);
    await expect(a).rejects.toThrow(SIGNATURE_DECLINED);
    await flush();
    expect(shown).toEqual(['personal_sign', 'eth_sendTransaction']);
    expect(signed).toEqual([]);
  });

  it('refuses a request whose id was cancelled before it reached the queue, and cancels nothing else', async () => {
    const { prompt, shown } = screen();
    const queue = new ApprovalQueue(prompt, () => {});
    const signed: string[] = [];
    void queue.run(request('personal_sign', signed), 'req-a');
    await flush();
    expect(queue.cancel('req-late')).toBe(false);
    await expect(queue.run(request('eth_sendTransaction', signed), 'req-late')).rejects.toThrow(SIGNATURE_DECLINED);
    expect(shown).toEqual(['personal_sign']);
  });

  it('cancels what is on screen when no id is given (the person closed the dialog)', async () => {
    const { prompt } = screen();
    const queue = new ApprovalQueue(prompt, () => {});
    const a = queue.run(request('personal_sign', []), 'req-a');
    await flush();
    expect(queue.cancel()).toBe(true);
    await expect(a).rejects.toThrow(SIGNATURE_DECLINED);
  });
});
