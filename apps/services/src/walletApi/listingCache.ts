// The wallet listing's answers, kept by each process for a few seconds. The listing is the registry
// each replica writes at its start (registry/seed.ts), the same for every caller: no one's state is
// kept here. Read at each request, a page was the services' costliest read (a database round trip,
// and 40 rows parsed and written out again, whose garbage's collection made the route's tail);
// kept, it is the same text sent again. A registry a newer replica writes is seen within
// LISTING_TTL_MS. Searches are not kept: a typed text is asked for once or twice.

/** How long an answer is sent again before the listing is read anew. */
export const LISTING_TTL_MS = 5_000;
/** Answers kept at most (pages and filters); the oldest goes first. */
const MAX_KEPT = 200;

export class ListingCache {
  readonly #kept = new Map<string, { body: Promise<string>; readAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The answer of `key`: one read less than LISTING_TTL_MS ago (or under way), else `read`'s. A failed read is not kept. */
  answer(key: string, read: () => Promise<string>): Promise<string> {
    const at = this.now();
    const kept = this.#kept.get(key);
    if (kept && at - kept.readAt < LISTING_TTL_MS && at >= kept.readAt) return kept.body;
    const body = read();
    this.#kept.delete(key);
    if (this.#kept.size >= MAX_KEPT) this.#kept.delete(this.#kept.keys().next().value!);
    this.#kept.set(key, { body, readAt: at });
    body.catch(() => {
      if (this.#kept.get(key)?.body === body) this.#kept.delete(key);
    });
    return body;
  }
}
