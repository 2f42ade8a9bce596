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

export type ApprovalNotify = (event: { type: 'APPROVAL_REQUESTED'; method: string; requestId?: string } | { type: 'APPROVAL_SETTLED' }) => void;

/** How many ids cancelled before their request reached the queue are kept (the app's own ids; a request comes within moments). */
const EARLY_CANCELS_KEPT = 32;

/** A request in the queue, by the app's request id: `cancel` ends it wherever it is. */
interface Entry {
  id: string | undefined;
  onScreen: boolean;
  cancelled: boolean;
  /** Rejects the caller at once; its turn then passes unseen. */
  refuse(): void;
}

export class ApprovalQueue {
  #tail: Promise<unknown> = Promise.resolve();
  readonly #entries = new Set<Entry>();
  /** Ids the app cancelled before their request reached the queue (it checks and fills a request first). */
  readonly #cancelledEarly: string[] = [];

  constructor(
    private readonly prompt: ApprovalPrompt,
    private readonly notify: ApprovalNotify,
  ) {}

  /**
   * The app stopped waiting: with `requestId`, that request alone is rejected ("Signature declined"),
   * queued or on screen, and never shown after; without one (the app stopped showing the frame), the
   * request on screen is.
   */
  cancel(requestId?: string): boolean {
    if (requestId === undefined) return this.prompt.cancel();
    const entry = [...this.#entries].find((candidate) => candidate.id === requestId);
    if (!entry) {
      this.#cancelledEarly.push(requestId);
      if (this.#cancelledEarly.length > EARLY_CANCELS_KEPT) this.#cancelledEarly.shift();
      return false;
    }
    if (entry.onScreen) return this.prompt.cancel();
    entry.cancelled = true;
    entry.refuse();
    return true;
  }

  /** On its turn: prepares the request, asks the person about it, and runs its work if they approve; "Signature declined" if not. */
  run<T>(prepare: () => Promise<ApprovalRequest<T>>, requestId?: string): Promise<T> {
    const early = requestId === undefined ? -1 : this.#cancelledEarly.indexOf(requestId);
    if (early >= 0) {
      this.#cancelledEarly.splice(early, 1);
      return Promise.reject(new Error(SIGNATURE_DECLINED));
    }
    let refuse!: () => void;
    const refused = new Promise<never>((_, reject) => (refuse = () => reject(new Error(SIGNATURE_DECLINED))));
    const entry: Entry = { id: requestId, onScreen: false, cancelled: false, refuse };
    this.#entries.add(entry);
    const turn = this.#tail
      .catch(() => undefined)
      .then(() => this.#ask(prepare, entry))
      .finally(() => this.#entries.delete(entry));
    this.#tail = turn;
    return Promise.race([turn, refused]);
  }

  async #ask<T>(prepare: () => Promise<ApprovalRequest<T>>, entry: Entry): Promise<T> {
    if (entry.cancelled) throw new Error(SIGNATURE_DECLINED);
    const { summary, work } = await prepare();
    // Cancelled while it was prepared: never shown.
    if (entry.cancelled) throw new Error(SIGNATURE_DECLINED);
    entry.onScreen = true;
    this.notify({ type: 'APPROVAL_REQUESTED', method: summary.method, ...(entry.id === undefined ? {} : { requestId: entry.id }) });
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
