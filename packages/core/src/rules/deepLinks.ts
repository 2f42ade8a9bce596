import { LatchError } from '../errors/LatchError.js';
import { unsafeWalletLink, walletLinkSchemeNotListed } from '../errors/catalogue.js';

/** How a link to a wallet opens: an app's own scheme in this tab, a web page in a new one. */
export interface WalletLink {
  href: string;
  target: '_self' | '_blank';
}

/** Which of a listing entry's links: `mobile_link`, `desktop_link` or `webapp_link`. */
export type WalletLinkKind = 'mobile' | 'desktop' | 'webapp';

const SCHEME = /^([a-z][a-z0-9+.-]*)(?::|$)/i;
/** An app link as wallets write theirs: `scheme:`, `scheme://`, `scheme://host/path`, lowercase, no credentials, port, query or fragment. */
const APP_LINK = /^([a-z][a-z0-9+.-]{0,63})(?::(?:\/\/((?:[a-z0-9-]+\.)*[a-z0-9-]+)?((?:\/[\w.~-]+)*)\/?)?)?$/;
const WEB_SCHEMES = new Set(['https', 'http']);
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

const refuse = (link: string, reason: string) => new LatchError(unsafeWalletLink(reason), { details: link.slice(0, 200) });

/** The app scheme of a listing's mobile or desktop link (`rainbow` of `rainbow://`); undefined for a web link or one not in an app link's strict shape. */
export function appSchemeOf(link: unknown): string | undefined {
  const scheme = typeof link === 'string' ? APP_LINK.exec(link)?.[1] : undefined;
  return scheme && !WEB_SCHEMES.has(scheme) ? scheme : undefined;
}

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
 * The base URL of a wallet link, if it may be opened: an allowlist. Opened are `https:` (plain
 * `http:` only on this machine, for the local sample wallet) and, for the mobile and desktop links,
 * an app link in its strict shape (`rainbow:`, `rainbow://`, `zerion://app`) whose scheme is one of
 * `appSchemes`, those the wallet listing names. Throws a LatchError saying why otherwise.
 */
export function safeWalletLinkBase(link: unknown, kind: WalletLinkKind, appSchemes: ReadonlySet<string>): URL {
  if (typeof link !== 'string' || link.trim() === '') throw refuse(String(link), 'it is empty');
  const text = link.trim();
  // Control characters and blanks inside a URL are a classic way to smuggle a scheme past a check.
  if ([...text].some((ch) => ch.charCodeAt(0) <= 0x20 || ch.charCodeAt(0) === 0x7f || /\s/.test(ch))) throw refuse(text, 'it contains blanks or control characters');
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  if (!scheme) throw refuse(text, 'it is not a valid URL');
  if (WEB_SCHEMES.has(scheme)) return webLink(text);
  if (kind === 'webapp') throw refuse(text, 'a web app link must be https:');
  if (!appSchemes.has(scheme)) throw refuse(text, walletLinkSchemeNotListed(scheme));
  const app = APP_LINK.exec(text);
  if (!app) throw refuse(text, 'it is not a valid URL');
  return new URL(`${scheme}://${app[2] ?? ''}${app[3] ?? ''}`);
}

const WC_URI = /^wc:[0-9a-f]{64}@2\?/i;

/**
 * The link that hands a WalletConnect pairing URI to a wallet: `{base}wc?uri=…` on its app scheme
 * (native, opened in this tab) or on its https universal or web-app link (a new tab).
 */
export function walletConnectLink(base: string, wcUri: string, kind: WalletLinkKind, appSchemes: ReadonlySet<string>): WalletLink {
  if (!WC_URI.test(wcUri)) throw new LatchError(unsafeWalletLink('the pairing URI is not a WalletConnect URI'));
  const url = safeWalletLinkBase(base, kind, appSchemes);
  const web = url.protocol === 'https:' || url.protocol === 'http:';
  const prefix = (web ? url.href : `${url.protocol}//${url.host}${url.pathname}`).replace(/\/?$/, '/');
  return { href: `${prefix}wc?uri=${encodeURIComponent(wcUri)}`, target: web ? '_blank' : '_self' };
}
