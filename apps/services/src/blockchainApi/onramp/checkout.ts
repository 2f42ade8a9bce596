// The local onramp provider's page: /onramp/checkout/{id} shows the purchase, a same-origin form
// POST confirms it once and the treasury pays (payCheckout.ts); the page then shows the transaction hash. Plain
// HTML with no script and no inline style, so it works under a strict CSP. The id (128 random
// bits, single use) is the capability: these paths need no project (http/project.ts opens them).
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { decimalString } from '../../chain/units.js';
import type { AppEnv } from '../../http/env.js';
import { limitWrites, type WriteLimits } from '../../http/rateLimit.js';
import type { OnrampNetworks } from './networks.js';
import { ONRAMP_MESSAGES } from './payouts.js';
import { payCheckout, recordOutcome } from './payCheckout.js';
import { claimCheckout, findCheckout, type Checkout } from './store.js';
import type { Treasury } from './treasury.js';

export const CHECKOUT_PREFIX = '/onramp/checkout';
const STYLESHEET = `${CHECKOUT_PREFIX}.css`;
const CSP = "default-src 'none'; style-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";
const CSS = `body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1b1b1f}
h1{font-size:1.4rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dd{margin:0;word-break:break-all}
button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:.5rem;background:#3b5bdb;color:#fff;cursor:pointer}
.hash{font-family:ui-monospace,monospace;word-break:break-all}.error{color:#c92a2a}`;

/** Each confirmation pays from the treasury: a person confirms a purchase or two. No project here: per client only. */
export const CONFIRM_LIMITS: WriteLimits = { area: 'checkout', perClient: { max: 10, windowMs: 60_000 } };

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function page(c: Context<AppEnv>, title: string, body: string, status: ContentfulStatusCode = 200) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title><link rel="stylesheet" href="${STYLESHEET}"></head><body><main><h1>${escape(title)}</h1>${body}</main></body></html>`;
  // same-origin, not no-referrer: under no-referrer a browser posts the Confirm form with `Origin: null`,
  // which the same-origin check below refuses.
  return c.html(html, status, { 'content-security-policy': CSP, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', 'referrer-policy': 'same-origin' });
}

function details(networks: OnrampNetworks, checkout: Checkout): string {
  const network = networks.named(checkout.chainId);
  const token = network?.token;
  const rows: [string, string][] = [
    ['You buy', `${decimalString(checkout.amount, token?.decimals ?? 0)} ${token?.symbol ?? ''}`],
    ['On', network?.name ?? checkout.chainId],
    ['For the wallet', checkout.destination],
  ];
  if (checkout.fiatAmount) rows.push(['You pay', `${checkout.fiatAmount} ${checkout.fiatCurrency ?? ''}`]);
  return `<dl>${rows.map(([term, value]) => `<dt>${escape(term)}</dt><dd>${escape(value)}</dd>`).join('')}</dl>`;
}

/** An open purchase where payouts are off (payouts.ts): shown, never paid. */
const payoutsOffPage = (c: Context<AppEnv>, networks: OnrampNetworks, checkout: Checkout) =>
  page(c, 'Purchase not available', `${details(networks, checkout)}<p class="error">${escape(ONRAMP_MESSAGES.payoutsOff)}</p>`, 503);

function statusPage(c: Context<AppEnv>, networks: OnrampNetworks, checkout: Checkout, paysOut: boolean) {
  const info = details(networks, checkout);
  if (checkout.status === 'completed') {
    return page(c, 'Purchase complete', `${info}<p>Sent in transaction</p><p class="hash" id="tx-hash">${escape(checkout.txHash ?? '')}</p>`);
  }
  if (checkout.status === 'failed') return page(c, 'Purchase failed', `${info}<p class="error">${escape(checkout.error ?? 'The transfer failed')}</p>`, 502);
  if (checkout.status === 'sending') return page(c, 'Purchase in progress', `${info}<p>The transfer is being sent. Reload this page in a moment.</p>`, 202);
  if (checkout.expired) return page(c, 'Purchase expired', `${info}<p class="error">This purchase link has expired. Start again from the app.</p>`, 410);
  if (!paysOut) return payoutsOffPage(c, networks, checkout);
  const form = `<form method="post" action="${CHECKOUT_PREFIX}/${escape(checkout.id)}"><button type="submit">Confirm purchase</button></form>`;
  return page(c, 'Confirm your purchase', `${info}<p>This is the local test onramp: no payment is taken.</p>${form}`);
}

const idOf = (c: Context<AppEnv>) => {
  const id = c.req.param('id') ?? '';
  return /^[0-9a-f]{32}$/.test(id) ? id : undefined;
};

/** `paysOut`: whether a confirmation pays from the treasury (payouts.ts); when not, nothing is claimed or sent. */
export function checkoutRoutes(networks: OnrampNetworks, treasury: Treasury, paysOut: boolean): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get(STYLESHEET, (c) => c.body(CSS, 200, { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'public, max-age=3600' }));

  routes.get(`${CHECKOUT_PREFIX}/:id`, async (c) => {
    const id = idOf(c);
    const checkout = id ? await findCheckout(c.get('db'), id) : undefined;
    if (!checkout) return page(c, 'Purchase not found', '<p class="error">No purchase has this link.</p>', 404);
    return statusPage(c, networks, checkout, paysOut);
  });

  routes.post(`${CHECKOUT_PREFIX}/:id`, limitWrites(CONFIRM_LIMITS), async (c) => {
    const origin = c.req.header('origin');
    if (origin !== undefined && origin !== new URL(c.req.url).origin) return page(c, 'Not allowed', '<p class="error">Purchases are confirmed on this page only.</p>', 403);
    const id = idOf(c);
    const db = c.get('db');
    const found = id ? await findCheckout(db, id) : undefined;
    if (!id || !found) return page(c, 'Purchase not found', '<p class="error">No purchase has this link.</p>', 404);
    if (!paysOut) return payoutsOffPage(c, networks, found);
    const checkout = await claimCheckout(db, id);
    if (!checkout) {
      if (found.status === 'open' && found.expired) return statusPage(c, networks, found, paysOut);
      return page(c, 'Already confirmed', `${details(networks, found)}<p class="error">This purchase was already confirmed.</p>`, 409);
    }
    const network = networks.named(checkout.chainId);
    if (!network) {
      await recordOutcome(db, id, { error: `The onramp no longer sells on ${checkout.chainId}` });
      return c.redirect(`${CHECKOUT_PREFIX}/${id}`, 303);
    }
    const paid = await payCheckout(db, treasury, network, checkout);
    // The currency is sent: the purchase is not failed, whatever the database says. The row stays
    // 'sending' (it cannot be confirmed twice) and the person gets the hash now.
    if (paid && !paid.recorded && 'txHash' in paid.outcome) return statusPage(c, networks, { ...checkout, status: 'completed', txHash: paid.outcome.txHash }, paysOut);
    return c.redirect(`${CHECKOUT_PREFIX}/${id}`, 303);
  });

  return routes;
}
