// The page the provider's redirect lands on, in the popup: signed in (the app closes the window once
// the wallet frame holds the session: closing itself here would look like the person giving up), or
// what went wrong, never a stack trace. Its one style block is allowed by hash under a CSP that allows
// nothing else, no script at all; the URL, which held the code, is sent to nobody.
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

const STYLE = 'body{font:16px system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f4f5f7;color:#1d1f23}main{max-width:360px;padding:24px;text-align:center}h1{font-size:20px}';
const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

export const CALLBACK_PAGE_CSP = `default-src 'none'; script-src 'none'; style-src ${hash(STYLE)}; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char]!);

export interface CallbackPage {
  title: string;
  message: string;
}

export function renderCallbackPage(c: Context, status: ContentfulStatusCode, { title, message }: CallbackPage): Response {
  c.header('content-security-policy', CALLBACK_PAGE_CSP);
  c.header('cache-control', 'no-store');
  c.header('referrer-policy', 'no-referrer');
  c.header('x-content-type-options', 'nosniff');
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></main></body></html>`,
    status,
  );
}
