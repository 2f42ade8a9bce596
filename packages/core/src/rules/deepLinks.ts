import { LatchError } from '../errors/LatchError.js';
import { unsafeWalletLinkMessage } from '../errors/catalogue.js';

/** How a link to a wallet opens: an app's own scheme in this tab, a web page in a new one. */
export interface WalletLink {
  href: string;
  target: '_self' | '_blank';
}

/** Which of a listing entry's links: `mobile_link`, `desktop_link` or `webapp_link`. */
export type WalletLinkKind = 'mobile' | 'desktop' | 'webapp';

/**
 * Schemes that run code in the page, or that the operating system hands to one of its own programs
 * (Windows' troubleshooters and search, Android intents, iOS app installs): never a wallet, whatever
 * a listing says, even though they have the shape of an app scheme.
 */
const SYSTEM_SCHEMES = new Set(['javascript', 'data', 'vbscript', 'file', 'blob', 'about', 'filesystem', 'view-source', 'intent', 'search', 'search-ms', 'shell', 'jar', 'mk', 'hcp', 'help']);
const SYSTEM_SCHEME_PREFIXES = ['ms-', 'itms', 'x-apple-', 'microsoft-', 'chrome'];
const SCHEME = /^([a-z][a-z0-9+.-]*)(?::|$)/i;
/** An app link as wallets write theirs: `scheme:`, `scheme://`, `scheme://host/path`, lowercase, no credentials, port, query or fragment. */
const APP_LINK = /^([a-z][a-z0-9+.-]{0,63})(?::(?:\/\/((?:[a-z0-9-]+\.)*[a-z0-9-]+)?((?:\/[\w.~-]+)*)\/?)?)?$/;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

const refuse = (link: string, reason: string) => new LatchError(unsafeWalletLinkMessage(reason), { details: link.slice(0, 200) });

const isSystemScheme = (scheme: string) => SYSTEM_SCHEMES.has(scheme) || SYSTEM_SCHEME_PREFIXES.some((prefix) => scheme.startsWith(prefix));

function webLink(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw refuse(text, 'it is not a valid URL');
  }
  if (url.username || url.password || url.search || url.hash) throw refuse(text, 'it is not a valid URL');
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) throw refuse(text, 'only https: web links are opened');
  return url;
}

/**
 * The base URL of a wallet link from the listing, if it may be opened. Opened are `https:` (plain
 * `http:` only on this machine, for the local sample wallet) and, for the mobile and desktop links,
 * the wallet's own app scheme as the listing gives it (`rainbow:`, `rainbow://`, `zerion://app`)
 * when it has an app link's strict shape and is no scheme of the system's own. Throws a LatchError
 * saying why otherwise.
 */
export function safeWalletLinkBase(link: unknown, kind: WalletLinkKind = 'mobile'): URL {
  if (typeof link !== 'string' || link.trim() === '') throw refuse(String(link), 'it is empty');
  const text = link.trim();
  // Control characters and blanks inside a URL are a classic way to smuggle a scheme past a check.
  if ([...text].some((ch) => ch.charCodeAt(0) <= 0x20 || ch.charCodeAt(0) === 0x7f || /\s/.test(ch))) throw refuse(text, 'it contains blanks or control characters');
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  if (!scheme) throw refuse(text, 'it is not a valid URL');
  if (isSystemScheme(scheme)) throw refuse(text, `${scheme}: links are never opened`);
  if (scheme === 'https' || scheme === 'http') return webLink(text);
  if (kind === 'webapp') throw refuse(text, 'a web app link must be https:');
  const app = APP_LINK.exec(text);
  if (!app) throw refuse(text, 'it is not a valid URL');
  return new URL(`${scheme}://${app[2] ?? ''}${app[3] ?? ''}`);
}

const WC_URI = /^wc:[0-9a-f]{64}@2\?/i;

/**
 * The link that hands a WalletConnect pairing URI to a wallet: `{base}wc?uri=…` on its app scheme
 * (native, opened in this tab) or on its https universal or web-app link (a new tab).
 */
export function walletConnectLink(base: string, wcUri: string, kind: WalletLinkKind = 'mobile'): WalletLink {
  if (!WC_URI.test(wcUri)) throw new LatchError(unsafeWalletLinkMessage('the pairing URI is not a WalletConnect URI'));
  const url = safeWalletLinkBase(base, kind);
  const web = url.protocol === 'https:' || url.protocol === 'http:';
  const prefix = (web ? url.href : `${url.protocol}//${url.host}${url.pathname}`).replace(/\/?$/, '/');
  return { href: `${prefix}wc?uri=${encodeURIComponent(wcUri)}`, target: web ? '_blank' : '_self' };
}
