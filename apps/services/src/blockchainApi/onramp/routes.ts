// The onramp (SPEC 7): options, quotes, and the URL of a purchase on the services' own provider
// page (checkout.ts), where a person confirms and the treasury pays the USDC on chain.
import { randomUUID } from 'node:crypto';
import { parseUnits } from 'ethers';
import { Hono } from 'hono';
import { z } from 'zod';
import { EVM_ADDRESS } from '../../chain/caip.js';
import type { ChainSet } from '../../chain/chains.js';
import type { AppEnv } from '../../http/env.js';
import { limitWrites, type WriteLimits } from '../../http/rateLimit.js';
import { HttpError } from '../../http/errors.js';
import { parseJsonBody, parseQuery } from '../../http/validate.js';
import { checkPaymentRange, onrampChainNamed, onrampChains, PAYMENT_CURRENCIES, PAYMENT_METHOD_LIMITS, PURCHASE_SYMBOL, quoteFor, type OnrampChain } from './offer.js';
import { createCheckout } from './store.js';

const idList = z
  .string()
  .transform((value) => value.split(',').map((id) => id.trim().toUpperCase()).filter(Boolean))
  .pipe(z.array(z.string().regex(/^[A-Z0-9]{1,16}$/, 'must be currency ids such as USD')).max(50));
const optionsQuery = z.object({ purchaseCurrencies: idList.optional(), paymentCurrencies: idList.optional() });

/** A currency as an id, or as the options' object carrying one. */
const currencyId = z.union([z.string(), z.object({ id: z.string() }).transform((currency) => currency.id)]).pipe(z.string().trim().toUpperCase().pipe(z.string().max(16)));

const quoteBody = z.object({
  purchaseCurrency: currencyId,
  paymentCurrency: currencyId,
  amount: z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, 'must be an amount such as 100 or 99.50'),
  network: z.string().max(64).default(''),
});

const urlBody = z.object({
  destinationWallets: z
    .array(z.object({ address: z.string().regex(EVM_ADDRESS, 'must be an EVM address'), blockchains: z.array(z.string().max(64)).max(20), assets: z.array(z.string().max(16)).max(20).optional() }))
    .min(1, 'must name a wallet')
    .max(10),
  defaultNetwork: z.string().max(64).optional(),
  partnerUserId: z.string().max(256),
  defaultExperience: z.literal('buy', 'must be buy').optional(),
  presetCryptoAmount: z.number().positive().finite().optional(),
  presetFiatAmount: z.number().positive().finite().optional(),
});

/** Quotes follow the amount a person types; each purchase link is a row kept 30 minutes. */
export const ONRAMP_LIMITS: WriteLimits = { area: 'onramp', perClient: { max: 60, windowMs: 60_000 }, perProject: { max: 1200, windowMs: 60_000 } };

function chainFor(chains: ChainSet, network: string): OnrampChain {
  const found = network ? onrampChainNamed(chains, network) : onrampChains(chains)[0];
  if (!found) throw new HttpError(400, `Invalid network: the onramp does not sell on ${network || 'any network'}`, [`network: no onramp on ${network || 'any network'}`]);
  return found;
}

export function onrampRoutes(chains: ChainSet): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const limited = limitWrites(ONRAMP_LIMITS);

  routes.get('/v1/onramp/options', (c) => {
    const query = parseQuery(c, optionsQuery);
    const available = onrampChains(chains);
    if (!available.length) return c.json({ paymentCurrencies: [], purchaseCurrencies: [] });
    const limits = PAYMENT_METHOD_LIMITS.map((limit) => ({ ...limit }));
    const paymentCurrencies = PAYMENT_CURRENCIES.map(({ id, name }) => ({ id, name, symbol: id, payment_method_limits: limits }));
    const networks = available.map(({ chain, token }) => ({ name: chain.name, display_name: chain.name, chain_id: String(chain.reference), contract_address: token.address }));
    const purchaseCurrencies = [{ id: PURCHASE_SYMBOL, name: 'USD Coin', symbol: PURCHASE_SYMBOL, networks }];
    const keep = (ids: string[] | undefined) => (currency: { id: string }) => !ids?.length || ids.includes(currency.id);
    return c.json({ paymentCurrencies: paymentCurrencies.filter(keep(query.paymentCurrencies)), purchaseCurrencies: purchaseCurrencies.filter(keep(query.purchaseCurrencies)) });
  });

  routes.post('/v1/onramp/quote', limited, async (c) => {
    const body = await parseJsonBody(c, quoteBody);
    const payment = PAYMENT_CURRENCIES.find((currency) => currency.id === body.paymentCurrency);
    if (!payment) throw new HttpError(400, `Invalid body: paymentCurrency must be ${PAYMENT_CURRENCIES.map((p) => p.id).join(' or ')}`, ['paymentCurrency: not offered']);
    if (body.purchaseCurrency !== PURCHASE_SYMBOL) throw new HttpError(400, `Invalid body: purchaseCurrency must be ${PURCHASE_SYMBOL}`, ['purchaseCurrency: not offered']);
    const { token } = chainFor(chains, body.network);
    return c.json({ ...quoteFor(body.amount, payment, token), quoteId: randomUUID() });
  });

  routes.post('/v1/generators/onrampurl', limited, async (c) => {
    const body = await parseJsonBody(c, urlBody);
    const network = body.defaultNetwork ?? body.destinationWallets[0]!.blockchains[0] ?? '';
    const onramp = chainFor(chains, network);
    const wallet = body.destinationWallets.find((w) => w.blockchains.includes(network)) ?? body.destinationWallets[0]!;
    if (wallet.assets?.length && !wallet.assets.includes(PURCHASE_SYMBOL)) throw new HttpError(400, `Invalid body: the onramp sells ${PURCHASE_SYMBOL} only`, ['destinationWallets.assets: not offered']);
    const { token } = onramp;
    let amount: string;
    if (body.presetCryptoAmount !== undefined) {
      checkPaymentRange(body.presetCryptoAmount * token.usdPrice, 'USD');
      amount = body.presetCryptoAmount.toFixed(Math.min(token.decimals, 6));
    } else if (body.presetFiatAmount !== undefined) {
      amount = quoteFor(body.presetFiatAmount.toFixed(2), PAYMENT_CURRENCIES[0], token).purchaseAmount.amount;
    } else {
      throw new HttpError(400, 'Invalid body: presetCryptoAmount or presetFiatAmount is required', ['presetCryptoAmount: required']);
    }
    const checkout = await createCheckout(c.get('db'), {
      projectId: c.get('project').id,
      chainId: onramp.chain.id,
      tokenAddress: token.address,
      destination: wallet.address,
      amount: parseUnits(amount, token.decimals),
      fiatAmount: body.presetFiatAmount?.toFixed(2) ?? null,
      fiatCurrency: body.presetFiatAmount === undefined ? null : 'USD',
    });
    return c.json({ url: `${new URL(c.req.url).origin}/onramp/checkout/${checkout.id}` });
  });

  return routes;
}
