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

  /** onChange hears every change of what waits, so a page can redraw its list. */
  constructor(
    private readonly onError: (error: unknown) => void,
    private readonly onChange: () => void = () => undefined,
  ) {}

  /** Approves at once when auto-approving; otherwise waits for approve() or reject(). */
  add(item: PendingApproval): void {
    if (this.#autoApprove) {
      this.#settle(item.approve());
      return;
    }
    this.#items.push(item);
    this.onChange();
  }

  /** Turning auto-approval on approves everything already waiting. */
  setAutoApprove(enabled: boolean): void {
    this.#autoApprove = enabled;
    if (!enabled || this.#items.length === 0) return;
    for (const item of this.#items.splice(0)) this.#settle(item.approve());
    this.onChange();
  }

  /** Takes the item with this id, or the oldest one. */
  take(id?: number): PendingApproval {
    const index = id === undefined ? 0 : this.#items.findIndex((item) => item.id === id);
    const [item] = index < 0 ? [] : this.#items.splice(index, 1);
    if (!item) throw new Error(id === undefined ? 'Nothing is waiting for approval.' : `Nothing with id ${id} is waiting for approval.`);
    this.onChange();
    return item;
  }

  /** Forgets items that can no longer be answered: an expired proposal or request, a deleted session. */
  forget(match: (item: PendingApproval) => boolean): void {
    const before = this.#items.length;
    this.#items = this.#items.filter((item) => !match(item));
    if (this.#items.length !== before) this.onChange();
  }

  get size(): number {
    return this.#items.length;
  }

  /** The ids of what waits, oldest first. */
  ids(): number[] {
    return this.#items.map((item) => item.id);
  }

  #settle(outcome: Promise<void>): void {
    outcome.catch(this.onError);
  }
}
