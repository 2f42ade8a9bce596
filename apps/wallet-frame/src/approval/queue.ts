// Unsafe requests wait for the person, one at a time: the app is told (APPROVAL_REQUESTED) so it
// shows the frame, the person approves or rejects on the frame's own origin, the work runs only
// when approved, and the app is told once it is all over (APPROVAL_SETTLED).
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

  /** Asks the person about `summary`, then runs `work` if they approve; "Signature declined" if not. */
  run<T>(summary: ApprovalSummary, work: () => Promise<T>): Promise<T> {
    const turn = this.#tail.catch(() => undefined).then(() => this.#ask(summary, work));
    this.#tail = turn;
    return turn;
  }

  async #ask<T>(summary: ApprovalSummary, work: () => Promise<T>): Promise<T> {
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
