// The stand-in's own pages beside oidc-provider's endpoints: the interaction (login, then
// consent), its four form posts, and the accounts' pictures. Forms are parsed with zod; a bad
// one shows the form again with the reason.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { avatarSvg, consentPage, errorPage, loginPage, PAGE_CSP } from './pages.js';
import type { StandIn } from './standInProvider.js';
import { STAND_IN_NAMES, standInSubject } from './standIns.js';

const MAX_FORM_BYTES = 4096;

const loginFormSchema = z.object({
  name: z.string().trim().min(1, 'Type your name').max(100, 'The name is at most 100 characters'),
  email: z.string().trim().toLowerCase().max(254, 'The email is at most 254 characters').pipe(z.email('Type a valid email address')),
  verified: z.literal('yes').optional(),
});

const ROUTE = /^\/interaction\/([A-Za-z0-9_-]{1,64})(?:\/(login|cancel|approve|deny))?$/;
const AVATAR = /^\/avatar\/(\d{1,40})\.svg$/;

function send(response: ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, { 'content-type': type, 'content-security-policy': PAGE_CSP, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
  response.end(body);
}

const sendPage = (response: ServerResponse, status: number, html: string) => send(response, status, 'text/html; charset=utf-8', html);

async function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  let text = '';
  for await (const chunk of request as AsyncIterable<Buffer>) {
    text += chunk.toString('utf8');
    if (text.length > MAX_FORM_BYTES) throw new Error('The form is too large');
  }
  return Object.fromEntries(new URLSearchParams(text));
}

/**
 * Answers `path` (below the stand-in's mount path) when it is one of its own pages; false for the
 * paths oidc-provider serves.
 */
export async function handleStandInPage(standIn: StandIn, path: string, request: IncomingMessage, response: ServerResponse): Promise<boolean> {
  const avatar = AVATAR.exec(path);
  if (avatar && request.method === 'GET') {
    const account = standIn.accounts.get(avatar[1]!);
    if (!account) sendPage(response, 404, errorPage('Not found', 'No such picture'));
    else send(response, 200, 'image/svg+xml', avatarSvg(account.name));
    return true;
  }
  const route = ROUTE.exec(path);
  if (!route) return false;
  const [, uid, step] = route;
  const expected = step === undefined ? 'GET' : 'POST';
  if (request.method !== expected) {
    sendPage(response, 405, errorPage('Method not allowed', `Use ${expected} here`));
    return true;
  }
  const providerName = STAND_IN_NAMES[standIn.provider];
  let details;
  try {
    details = await standIn.oidc.interactionDetails(request, response);
  } catch {
    sendPage(response, 400, errorPage('This sign-in has expired', 'Go back to the app and start again.'));
    return true;
  }
  if (details.uid !== uid) {
    sendPage(response, 400, errorPage('This sign-in has expired', 'Go back to the app and start again.'));
    return true;
  }
  const base = `${standIn.mountPath}/interaction/${uid}`;
  const client = await standIn.oidc.Client.find(String(details.params.client_id));
  const clientName = client?.clientName ?? 'the app';

  if (step === 'cancel' || step === 'deny') {
    const description = step === 'deny' ? 'The person denied the request' : 'The person cancelled the sign-in';
    await standIn.oidc.interactionFinished(request, response, { error: 'access_denied', error_description: description }, { mergeWithLastSubmission: false });
    return true;
  }
  if (step === 'login') {
    const form = loginFormSchema.safeParse(await readForm(request));
    if (!form.success) {
      const problem = form.error.issues.map((issue) => issue.message).join('. ');
      sendPage(response, 400, loginPage({ providerName, clientName, action: `${base}/login`, cancelAction: `${base}/cancel`, problem }));
      return true;
    }
    const { name, email, verified } = form.data;
    const sub = standInSubject(standIn.provider, email);
    standIn.accounts.set(sub, { sub, email, name, emailVerified: verified === 'yes' });
    await standIn.oidc.interactionFinished(request, response, { login: { accountId: sub } }, { mergeWithLastSubmission: false });
    return true;
  }
  if (step === 'approve') {
    const accountId = details.session?.accountId;
    if (details.prompt.name !== 'consent' || !accountId) {
      sendPage(response, 400, errorPage('Nothing to approve', 'Go back to the app and start again.'));
      return true;
    }
    const grant = details.grantId ? await standIn.oidc.Grant.find(details.grantId) : new standIn.oidc.Grant({ accountId, clientId: String(details.params.client_id) });
    const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
    if (missing.missingOIDCScope) grant!.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant!.addOIDCClaims(missing.missingOIDCClaims);
    const grantId = await grant!.save();
    await standIn.oidc.interactionFinished(request, response, { consent: { grantId } }, { mergeWithLastSubmission: true });
    return true;
  }
  if (details.prompt.name === 'login') {
    sendPage(response, 200, loginPage({ providerName, clientName, action: `${base}/login`, cancelAction: `${base}/cancel` }));
    return true;
  }
  const account = standIn.accounts.get(String(details.session?.accountId));
  const scopes = String(details.params.scope ?? '').split(' ').filter(Boolean);
  sendPage(response, 200, consentPage({ providerName, clientName, email: account?.email ?? '', scopes, approveAction: `${base}/approve`, denyAction: `${base}/deny` }));
  return true;
}
