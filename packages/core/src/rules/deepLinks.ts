import { LatchError } from '../errors/LatchError.js';
import { unsafeWalletLinkMessage } from '../errors/catalogue.js';

/** How a link to a wallet opens: an app's own scheme in this tab, a web page in a new one. */
export interface WalletLink {
  href: string;
  target: '_self' | '_blank';
}

/** Schemes that run code or read local data in the page's context: never opened, whatever a listing says. */
const DANGEROUS_SCHEMES = new Set(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:', 'about:', 'filesystem:']);
const APP_SCHEME = /^[a-z][a-z0-9+.-]*:$/;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

const refuse = (link: string, reason: string) => new LatchError(unsafeWalletLinkMessage(reason), { details: link.slice(0, 200) });

/**
 * The base URL of a wallet link from the listing, if it may be opened: `https:`, or an app's own
 * scheme (`rainbow:` or `rainbow://`). Plain `http:` only on this machine (the local sample
 * wallet). Throws a LatchError saying why otherwise.
 */
export function safeWalletLinkBase(link: unknown): URL {
  if (typeof link !== 'string' || link.trim() === '') throw refuse(String(link), 'it is empty');
  const text = link.trim();
  // Control characters and blanks inside a URL are a classic way to smuggle a scheme past a check.
  if ([...text].some((ch) => ch.charCodeAt(0) <= 0x20 || ch.charCodeAt(0) === 0x7f || /\s/.test(ch))) throw refuse(text, 'it contains blanks or control characters');
  const bareScheme = /^([a-z][a-z0-9+.-]*):?\/*$/i.exec(text);
  let url: URL;
  try {
    url = new URL(bareScheme ? `${bareScheme[1]}://` : text);
  } catch {
    throw refuse(text, 'it is not a valid URL');
  }
  const scheme = url.protocol.toLowerCase();
  if (DANGEROUS_SCHEMES.has(scheme)) throw refuse(text, `${scheme} links are never opened`);
  if (scheme === 'https:') return url;
  if (scheme === 'http:') {
    if (LOOPBACK_HOSTS.has(url.hostname)) return url;
    throw refuse(text, 'only https: web links are opened');
  }
  if (!APP_SCHEME.test(scheme) || url.username || url.password) throw refuse(text, 'it is not a valid URL');
  return url;
}

const WC_URI = /^wc:[0-9a-f]{64}@2\?/i;

/**
 * The link that hands a WalletConnect pairing URI to a wallet: `{base}wc?uri=…` on its app scheme
 * (native, opened in this tab) or on its https universal or web-app link (a new tab).
 */
export function walletConnectLink(base: string, wcUri: string): WalletLink {
  if (!WC_URI.test(wcUri)) throw new LatchError(unsafeWalletLinkMessage('the pairing URI is not a WalletConnect URI'));
  const url = safeWalletLinkBase(base);
  const web = url.protocol === 'https:' || url.protocol === 'http:';
  const prefix = web ? url.href.replace(/\/?$/, '/') : `${url.protocol}//${url.host}${url.pathname.replace(/^\/*/, '')}`.replace(/\/?$/, '/');
  return { href: `${prefix}wc?uri=${encodeURIComponent(wcUri)}`, target: web ? '_blank' : '_self' };
}
