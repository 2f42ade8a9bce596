// Cookies as a KeyValueStore: the browser's own (document.cookie), and a server's copy of them (the request's
// Cookie header). Names and values are URI-encoded, since Latch's keys hold characters a cookie name may not.
import type { KeyValueStore } from '../storage/storage.js';

/** A year: a saved connection outlives the browser session, as it does in localStorage. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** The size browsers promise to keep for one cookie (RFC 6265 §6.1), name and attributes included. */
const COOKIE_LIMIT = 4096;

/** The cookies of a Cookie header (or of document.cookie), names and values decoded; a pair that does not decode is left out. */
export function parseCookies(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at < 0) continue;
    try {
      const name = decodeURIComponent(pair.slice(0, at).trim());
      if (!cookies.has(name)) cookies.set(name, decodeURIComponent(pair.slice(at + 1).trim()));
    } catch {
      // Not URI-encoded by us, so not ours.
    }
  }
  return cookies;
}

/** What a server has of the browser's storage: read-only, as a response's cookies are the app's to set. */
export const cookieHeaderStore = (header: string | null | undefined): KeyValueStore => {
  const cookies = parseCookies(header);
  return { getItem: (name) => cookies.get(name) ?? null, setItem: () => undefined, removeItem: () => undefined };
};

const hasDocument = () => typeof document !== 'undefined';

/**
 * The page's cookies; nothing at all where there is no document (a server render reads the request's header
 * instead). A cookie too large to keep throws, so the storage over it keeps the value in memory.
 */
export const documentCookieStore: KeyValueStore = {
  getItem: (name) => (hasDocument() ? (parseCookies(document.cookie).get(name) ?? null) : null),
  setItem(name, value) {
    if (!hasDocument()) return;
    const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
    const cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
    if (cookie.length > COOKIE_LIMIT) throw new RangeError(`The cookie ${name} would be ${cookie.length} bytes, past the ${COOKIE_LIMIT} browsers keep`);
    document.cookie = cookie;
  },
  removeItem(name) {
    if (hasDocument()) document.cookie = `${encodeURIComponent(name)}=; Path=/; Max-Age=0; SameSite=Lax`;
  },
};
