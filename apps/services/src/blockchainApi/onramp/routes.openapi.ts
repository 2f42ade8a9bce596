// The onramp routes (routes.ts, checkout.ts) for the OpenAPI document: the client parses the API's
// answers with core's schemas; the checkout page is HTML for the person's browser.
import { onrampOptionsResponseSchema, onrampQuoteResponseSchema, onrampUrlResponseSchema } from '@latch/core/api';
import { z } from 'zod';
import { EXAMPLE_ORIGIN } from '../../openapi/examples.js';
import { answer, refusal, type ResponseDoc, type RouteDoc } from '../../openapi/routeDoc.js';
import { CHECKOUT_PREFIX } from './checkout.js';
import { PAYMENT_METHOD_LIMITS } from './offer.js';
import { ONRAMP_MESSAGES } from './payouts.js';
import { optionsQuery, quoteBody, urlBody } from './routes.js';

const tag = 'Onramp';
const CHECKOUT_ID = '3f2a9c1e5b7d4e8fa0c6b1d2e3f40516';
const usd = (amount: string) => ({ amount, currency: 'USD' });
const html = (description: string, title: string): ResponseDoc => ({
  description,
  schema: z.string(),
  type: 'text/html',
  example: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><link rel="stylesheet" href="${CHECKOUT_PREFIX}.css"></head><body><main><h1>${title}</h1></main></body></html>`,
});
const checkoutParams = z.object({ id: z.string().meta({ description: '128 random bits in hex: the capability to see and confirm the purchase' }) });

export const onrampDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/v1/onramp/options',
    tag,
    summary: 'The currencies the onramp takes and sells',
    query: optionsQuery,
    responses: {
      200: answer('Payment and purchase currencies', onrampOptionsResponseSchema, {
        paymentCurrencies: [{ id: 'USD', name: 'US Dollar', symbol: 'USD', payment_method_limits: PAYMENT_METHOD_LIMITS.map((limit) => ({ ...limit })) }],
        purchaseCurrencies: [{ id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: [{ name: 'eip155:31337', display_name: 'eip155:31337', chain_id: '31337', contract_address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' }] }],
      }),
    },
  },
  {
    method: 'post',
    path: '/v1/onramp/quote',
    tag,
    summary: 'What an amount buys',
    body: { schema: quoteBody },
    limited: true,
    responses: {
      200: answer('The quote', onrampQuoteResponseSchema, { coinbaseFee: usd('1.49'), networkFee: usd('0.01'), paymentSubtotal: usd('98.50'), paymentTotal: usd('100.00'), purchaseAmount: { amount: '98.50', currency: 'USDC' }, quoteId: '0b7c8f0e-4a5f-4f43-9d1e-2f6a1c3b5d7e' }),
      400: refusal('A currency is not offered', 'Invalid body: paymentCurrency must be USD or EUR', ['paymentCurrency: not offered']),
    },
  },
  {
    method: 'post',
    path: '/v1/generators/onrampurl',
    tag,
    summary: "A purchase's page on the local provider",
    body: { schema: urlBody },
    limited: true,
    responses: {
      200: answer('The page to open', onrampUrlResponseSchema, { url: `${EXAMPLE_ORIGIN}${CHECKOUT_PREFIX}/${CHECKOUT_ID}` }),
      400: refusal('No amount was given', 'Invalid body: presetCryptoAmount or presetFiatAmount is required', ['presetCryptoAmount: required']),
      503: refusal('Payouts are off', ONRAMP_MESSAGES.payoutsOff),
    },
  },
  {
    method: 'get',
    path: `${CHECKOUT_PREFIX}.css`,
    tag,
    summary: "The checkout page's stylesheet",
    responses: { 200: { description: 'CSS', schema: z.string(), type: 'text/css', example: 'body{font:16px/1.5 system-ui,sans-serif}' } },
  },
  {
    method: 'get',
    path: `${CHECKOUT_PREFIX}/:id`,
    tag,
    summary: 'The purchase, and a form to confirm it',
    params: checkoutParams,
    responses: { 200: html('The page', 'Confirm your purchase'), 404: html('No purchase has this id', 'Purchase not found') },
  },
  {
    method: 'post',
    path: `${CHECKOUT_PREFIX}/:id`,
    tag,
    summary: 'Confirms the purchase: the treasury pays, then the page shows the transaction',
    params: checkoutParams,
    limited: true,
    responses: { 303: { description: 'Paid or failed: back to the page, which says which', schema: z.string(), type: 'text/plain', example: '' }, 409: html('Confirmed already', 'Already confirmed') },
  },
];
