/** Something a person says yes or no to: a session proposal or a signing request. */
export interface PendingApproval {
  id: number;
  /** The session a request belongs to; none for a proposal. */
  topic?: string;
  approve(): Promise<void>;
  reject(): Promise<void>;
}

/** What waits for the person, oldest first, or goes straight through when the wallet auto-approves. */
export class ApprovalQueue {
  #items: PendingApproval[] = [];
  #autoApprove = false;

  constructor(private readonly onError: (error: unknown) => void) {}

  /** Approves at once when auto-approving; otherwise waits for approve() or reject(). */
  add(item: PendingApproval): void {
    if (this.#autoApprove) this.#settle(item.approve());
    else this.#items.push(item);
  }

  /** Turning auto-approval on approves everything already waiting. */
  setAutoApprove(enabled: boolean): void {
    this.#autoApprove = enabled;
    if (enabled) for (const item of this.#items.splice(0)) this.#settle(item.approve());
  }

  /** Takes the item with this id, or the oldest one. */
  take(id?: number): PendingApproval {
    const index = id === undefined ? 0 : this.#items.findIndex((item) => item.id === id);
    const [item] = index < 0 ? [] : this.#items.splice(index, 1);
    if (!item) throw new Error(id === undefined ? 'Nothing is waiting for approval.' : `Nothing with id ${id} is waiting for approval.`);
    return item;
  }

  /** Forgets items that can no longer be answered: an expired proposal or request, a deleted session. */
  forget(match: (item: PendingApproval) => boolean): void {
    this.#items = this.#items.filter((item) => !match(item));
  }

  get size(): number {
    return this.#items.length;
  }

  #settle(outcome: Promise<void>): void {
    outcome.catch(this.onError);
  }
}
