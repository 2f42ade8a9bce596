// The page the provider's redirect lands on, in the window the wallet frame opened: signed in, or
// what went wrong, never a stack trace. For a login it knows, it hands the outcome to the window's
// opener, and only with the frame's origin as the target: the browser delivers it to the wallet
// frame that opened this window and to nobody else (a window a dApp's page opened gets nothing, as
// does a program that started the login, which never sees this page). A verified outcome carries
// the one-time completion the frame's complete needs. The data rides in a JSON block, which no CSP
// runs; the one script and the one style are allowed by hash, nothing else; the URL, which held
// the code, is sent to nobody.
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { SOCIAL_MESSAGES } from './messages.js';

/** What the callback page posts to the frame that opened its window; the frame's schema names the same type. */
export const SOCIAL_CALLBACK_MESSAGE = '@latch-social/CALLBACK';

const STYLE = 'body{font:16px system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f4f5f7;color:#1d1f23}main{max-width:360px;padding:24px;text-align:center}h1{font-size:20px}';
/** Posts the handoff to the opener with the frame's origin as the target; says so when there is no opener to hand it to. */
const SCRIPT = `(()=>{const h=JSON.parse(document.getElementById('handoff').textContent);if(window.opener){window.opener.postMessage(h.message,h.target);return}const p=document.getElementById('message');p.textContent=${JSON.stringify(SOCIAL_MESSAGES.openerLost)};p.setAttribute('role','alert')})()`;
const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

export const CALLBACK_PAGE_CSP = `default-src 'none'; script-src ${hash(SCRIPT)}; style-src ${hash(STYLE)}; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char]!);
/** JSON that cannot end the script block it sits in. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The outcome for the frame: a completion when verified, else that it failed (complete then says why). */
export type CallbackOutcome = { state: string; completion: string } | { state: string; failed: true };

export interface CallbackPage {
  title: string;
  message: string;
  /** For a login the services know: the frame origin it started from, and what that frame is told. */
  handoff?: { target: string; outcome: CallbackOutcome };
}

export function renderCallbackPage(c: Context, status: ContentfulStatusCode, { title, message, handoff }: CallbackPage): Response {
  c.header('content-security-policy', CALLBACK_PAGE_CSP);
  c.header('cache-control', 'no-store');
  c.header('referrer-policy', 'no-referrer');
  c.header('x-content-type-options', 'nosniff');
  const script = handoff
    ? `<script type="application/json" id="handoff">${scriptJson({ target: handoff.target, message: { type: SOCIAL_CALLBACK_MESSAGE, ...handoff.outcome } })}</script><script>${SCRIPT}</script>`
    : '';
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1><p id="message">${escapeHtml(message)}</p></main>${script}</body></html>`,
    status,
  );
}
