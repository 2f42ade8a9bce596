// The stand-in's pages: a login form (name and email, as a person types them at the real
// provider), a consent step (Approve / Deny) and an error page. No script; the one style block is
// allowed by its hash, so the pages run under a CSP that allows nothing else.
import { createHash } from 'node:crypto';

const STYLE = `body{font:16px system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1d1f23}
main{max-width:380px;margin:64px auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 2px 12px #0002}
h1{font-size:20px;margin:0 0 6px}p{color:#555;margin:0 0 18px}label{display:block;margin:0 0 14px;font-size:14px}
input[type=text],input[type=email]{display:block;width:100%;box-sizing:border-box;margin-top:4px;padding:9px;border:1px solid #bbb;border-radius:6px;font:inherit}
.row{display:flex;gap:10px;margin-top:18px}button{flex:1;padding:10px;border-radius:6px;border:1px solid #bbb;background:#fff;font:inherit;cursor:pointer}
button.primary{background:#1d1f23;color:#fff;border-color:#1d1f23}ul{margin:0 0 18px;padding-left:20px;color:#333}.check{display:flex;gap:8px;align-items:center}`;

export const PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; img-src 'self'; frame-ancestors 'none'; base-uri 'none'`;

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char]!);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export interface LoginPageInput {
  providerName: string;
  clientName: string;
  action: string;
  cancelAction: string;
  /** Shown above the form when the last try was refused. */
  problem?: string;
  name?: string;
  email?: string;
}

export function loginPage({ providerName, clientName, action, cancelAction, problem, name = '', email = '' }: LoginPageInput): string {
  return page(
    `Sign in with ${providerName}`,
    `<h1>Sign in with ${escapeHtml(providerName)}</h1><p>to continue to ${escapeHtml(clientName)}</p>
${problem ? `<p role="alert">${escapeHtml(problem)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<label>Name<input type="text" name="name" autocomplete="name" maxlength="100" required value="${escapeHtml(name)}"></label>
<label>Email<input type="email" name="email" autocomplete="email" maxlength="254" required value="${escapeHtml(email)}"></label>
<label class="check"><input type="checkbox" name="verified" value="yes" checked>The provider has verified this email address</label>
<div class="row"><button type="submit" class="primary">Continue</button></div></form>
<form method="post" action="${escapeHtml(cancelAction)}"><div class="row"><button type="submit">Cancel</button></div></form>`,
  );
}

export interface ConsentPageInput {
  providerName: string;
  clientName: string;
  email: string;
  scopes: readonly string[];
  approveAction: string;
  denyAction: string;
}

const SCOPE_WORDS: Record<string, string> = {
  openid: 'Know who you are on this provider',
  email: 'See your email address',
  profile: 'See your name and profile picture',
};

export function consentPage({ providerName, clientName, email, scopes, approveAction, denyAction }: ConsentPageInput): string {
  const items = scopes.map((scope) => `<li>${escapeHtml(SCOPE_WORDS[scope] ?? scope)}</li>`).join('');
  return page(
    `${clientName} wants to access your ${providerName} account`,
    `<h1>${escapeHtml(clientName)} wants to access your ${escapeHtml(providerName)} account</h1><p>Signed in as ${escapeHtml(email)}. It will be able to:</p><ul>${items}</ul>
<div class="row"><form method="post" action="${escapeHtml(denyAction)}"><button type="submit">Deny</button></form>
<form method="post" action="${escapeHtml(approveAction)}"><button type="submit" class="primary">Approve</button></form></div>`,
  );
}

export function errorPage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
}

/** A round avatar with the name's first letter, the picture each account's claims point at. */
export function avatarSvg(name: string): string {
  const letter = escapeHtml((name.trim()[0] ?? '?').toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="#5b6cff"/><text x="48" y="62" font-family="sans-serif" font-size="44" fill="#fff" text-anchor="middle">${letter}</text></svg>`;
}
