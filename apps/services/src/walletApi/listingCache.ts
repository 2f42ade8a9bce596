// The wallet listing's answers, kept by each process for a few seconds. The listing is the registry
// each replica writes at its start (registry/seed.ts), the same for every caller: no one's state is
// kept here. Read at each request, a page was the services' costliest read (a database round trip,
// and 40 rows parsed and written out again, whose garbage's collection made the route's tail);
// kept, it is the same text sent again. A registry a newer replica writes is seen within
// LISTING_TTL_MS. Searches are not kept: a typed text is asked for once or twice.
import { KeptReads } from '../keptReads.js';

/** How long an answer is sent again before the listing is read anew. */
export const LISTING_TTL_MS = 5_000;
/** Answers kept at most (pages and filters); the oldest goes first. */
const MAX_KEPT = 200;

/** The listing's pages as JSON text, by page and filter. */
export const listingCache = (now: () => number = Date.now) => new KeptReads<string>(LISTING_TTL_MS, now, MAX_KEPT);
