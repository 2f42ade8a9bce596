// Unsafe requests wait for the person, one at a time. On its turn a request is prepared (checked,
// and a transaction filled with its nonce, gas and fees, so the screen shows what will be signed
// and a nonce is read only after the request before it was sent); then the app is told
// (APPROVAL_REQUESTED) so it shows the frame, the person approves or rejects on the frame's own
// origin, the work runs only when approved, and the app is told once it is all over
// (APPROVAL_SETTLED). A request that fails its preparation is answered with that error, unseen.
import { SIGNATURE_DECLINED } from '../messages.js';
import type { ApprovalSummary } from '../rpc/describe.js';

export interface ApprovalPrompt {
  /** Shows the request; resolves true on Approve, false on Reject. */
  ask(summary: ApprovalSummary): Promise<boolean>;
  /** Approved: the request is being signed or sent. */
  working(summary: ApprovalSummary): void;
  /** Over: hides the request. */
  done(): void;
  /** Rejects the request on screen, as Reject would; false when none is waiting for an answer. */
  cancel(): boolean;
}

/** What the person is asked, and what runs when they approve. */
export interface ApprovalRequest<T> {
  summary: ApprovalSummary;
  work: () => Promise<T>;
}

export type ApprovalNotify = (event: { type: 'APPROVAL_REQUESTED'; method: string } | { type: 'APPROVAL_SETTLED' }) => void;

export class ApprovalQueue {
  #tail: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly prompt: ApprovalPrompt,
    private readonly notify: ApprovalNotify,
  ) {}

  /** The app stopped showing the frame: the request waiting for an answer is rejected ("Signature declined"). */
  cancel(): boolean {
    return this.prompt.cancel();
  }

  /** On its turn: prepares the request, asks the person about it, and runs its work if they approve; "Signature declined" if not. */
  run<T>(prepare: () => Promise<ApprovalRequest<T>>): Promise<T> {
    const turn = this.#tail.catch(() => undefined).then(() => this.#ask(prepare));
    this.#tail = turn;
    return turn;
  }

  async #ask<T>(prepare: () => Promise<ApprovalRequest<T>>): Promise<T> {
    const { summary, work } = await prepare();
    this.notify({ type: 'APPROVAL_REQUESTED', method: summary.method });
    try {
      if (!(await this.prompt.ask(summary))) throw new Error(SIGNATURE_DECLINED);
      this.prompt.working(summary);
      return await work();
    } finally {
      this.prompt.done();
      this.notify({ type: 'APPROVAL_SETTLED' });
    }
  }
}
