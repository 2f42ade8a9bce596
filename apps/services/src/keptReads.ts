// Answers kept by this process for a while, by key: a read under way is shared, one that failed is
// not kept, and a clock moved back reads anew. Only for what is no one's state (the wallet listing's
// pages, prices): replicas each keep their own and agree within the time kept.

export class KeptReads<T> {
  readonly #kept = new Map<string, { value: Promise<T>; readAt: number }>();

  /** Each read is answered again for `keptMs`; at most `maxKept` keys are kept, the oldest going first. */
  constructor(
    private readonly keptMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxKept = Infinity,
  ) {}

  /** `key`'s answer: from a read less than `keptMs` ago (or under way), else `read`'s. */
  read(key: string, read: () => Promise<T>): Promise<T> {
    const at = this.now();
    const kept = this.#kept.get(key);
    if (kept && at - kept.readAt < this.keptMs && at >= kept.readAt) return kept.value;
    const value = read();
    this.#kept.delete(key);
    if (this.#kept.size >= this.maxKept) this.#kept.delete(this.#kept.keys().next().value!);
    this.#kept.set(key, { value, readAt: at });
    value.catch(() => {
      if (this.#kept.get(key)?.value === value) this.#kept.delete(key);
    });
    return value;
  }
}
