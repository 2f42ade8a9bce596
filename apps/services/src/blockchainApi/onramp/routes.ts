// The onramp (SPEC 7): options, quotes, and the URL of a purchase on the services' own provider
// page (checkout.ts), where a person confirms and the treasury pays on chain: USDC on EVM chains,
// SOL on Solana networks (SPEC 9).
import { EVM_ADDRESS } from '@latch/core/api';
import { randomUUID } from 'node:crypto';
import { parseUnits } from 'ethers';
import { Hono } from 'hono';
import { z } from 'zod';
import { isSolanaAddress } from '../../chain/solanaAddress.js';
import type { AppEnv } from '../../http/env.js';
import { limitWrites, type WriteLimits } from '../../http/rateLimit.js';
import { HttpError } from '../../http/errors.js';
import { parseJsonBody, parseQuery } from '../../http/validate.js';
import { destinationRule, isDestinationOf, type OnrampNetwork, type OnrampNetworks } from './networks.js';
import { checkPaymentRange, PAYMENT_CURRENCIES, PAYMENT_METHOD_LIMITS, quoteFor } from './offer.js';
import { onrampPrice } from './price.js';
import type { PriceBook } from '../pricing/priceBook.js';
import { ONRAMP_MESSAGES } from './payouts.js';
import { createCheckout } from './store.js';

const idList = z
  .string()
  .transform((value) => value.split(',').map((id) => id.trim().toUpperCase()).filter(Boolean))
  .pipe(z.array(z.string().regex(/^[A-Z0-9]{1,16}$/, 'must be currency ids such as USD')).max(50));
export const optionsQuery = z.object({ purchaseCurrencies: idList.optional(), paymentCurrencies: idList.optional() });

/** A currency as an id, or as the options' object carrying one. */
const currencyId = z.union([z.string(), z.object({ id: z.string() }).transform((currency) => currency.id)]).pipe(z.string().trim().toUpperCase().pipe(z.string().max(16)));

export const quoteBody = z.object({
  purchaseCurrency: currencyId,
  paymentCurrency: currencyId,
  amount: z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, 'must be an amount such as 100 or 99.50'),
  network: z.string().max(64).default(''),
});

export const urlBody = z.object({
  destinationWallets: z
    .array(
      z.object({
        address: z.string().refine((address) => EVM_ADDRESS.test(address) || isSolanaAddress(address), 'must be an EVM address or a Solana address'),
        blockchains: z.array(z.string().max(64)).max(20),
        assets: z.array(z.string().max(16)).max(20).optional(),
      }),
    )
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

/** The network named (the first selling `symbol` when none is), or 400 naming why there is none. */
function networkFor(networks: OnrampNetworks, network: string, symbol?: string): OnrampNetwork {
  const found = network ? networks.named(network) : networks.list.find((n) => symbol === undefined || n.token.symbol === symbol);
  if (!found) throw new HttpError(400, `Invalid network: the onramp does not sell on ${network || 'any network'}`, [`network: no onramp on ${network || 'any network'}`]);
  if (symbol !== undefined && found.token.symbol !== symbol) {
    throw new HttpError(400, `Invalid body: the onramp sells ${found.token.symbol} on ${found.name}, not ${symbol}`, [`purchaseCurrency: ${symbol} not offered on ${found.name}`]);
  }
  return found;
}

/** `paysOut`: whether a purchase link may be made, its checkout paying from the treasury (payouts.ts). */
export function onrampRoutes(networks: OnrampNetworks, prices: PriceBook, paysOut: boolean): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const limited = limitWrites(ONRAMP_LIMITS);

  routes.get('/v1/onramp/options', (c) => {
    const query = parseQuery(c, optionsQuery);
    const { currencies } = networks;
    if (!currencies.length) return c.json({ paymentCurrencies: [], purchaseCurrencies: [] });
    const limits = PAYMENT_METHOD_LIMITS.map((limit) => ({ ...limit }));
    const paymentCurrencies = PAYMENT_CURRENCIES.map(({ id, name }) => ({ id, name, symbol: id, payment_method_limits: limits }));
    const purchaseCurrencies = currencies.map(({ token, networks: on }) => ({
      id: token.symbol,
      name: token.name,
      symbol: token.symbol,
      networks: on.map((n) => ({ name: n.name, display_name: n.name, chain_id: n.reference, ...(n.token.address ? { contract_address: n.token.address } : {}) })),
    }));
    const keep = (ids: string[] | undefined) => (currency: { id: string }) => !ids?.length || ids.includes(currency.id);
    return c.json({ paymentCurrencies: paymentCurrencies.filter(keep(query.paymentCurrencies)), purchaseCurrencies: purchaseCurrencies.filter(keep(query.purchaseCurrencies)) });
  });

  routes.post('/v1/onramp/quote', limited, async (c) => {
    const body = await parseJsonBody(c, quoteBody);
    const payment = PAYMENT_CURRENCIES.find((currency) => currency.id === body.paymentCurrency);
    if (!payment) throw new HttpError(400, `Invalid body: paymentCurrency must be ${PAYMENT_CURRENCIES.map((p) => p.id).join(' or ')}`, ['paymentCurrency: not offered']);
    const offered = networks.currencies.map(({ token }) => token.symbol);
    if (!offered.includes(body.purchaseCurrency)) throw new HttpError(400, `Invalid body: purchaseCurrency must be ${offered.join(' or ') || 'a currency on sale'}`, ['purchaseCurrency: not offered']);
    const network = networkFor(networks, body.network, body.purchaseCurrency);
    return c.json({ ...quoteFor(body.amount, payment, network.token, await onrampPrice(network, prices)), quoteId: randomUUID() });
  });

  routes.post('/v1/generators/onrampurl', limited, async (c) => {
    if (!paysOut) throw new HttpError(503, ONRAMP_MESSAGES.payoutsOff);
    const body = await parseJsonBody(c, urlBody);
    const name = body.defaultNetwork ?? body.destinationWallets[0]!.blockchains[0] ?? '';
    const network = networkFor(networks, name);
    const wallet = body.destinationWallets.find((w) => w.blockchains.includes(name)) ?? body.destinationWallets[0]!;
    const { token } = network;
    if (wallet.assets?.length && !wallet.assets.includes(token.symbol)) throw new HttpError(400, `Invalid body: the onramp sells ${token.symbol} only on ${network.name}`, ['destinationWallets.assets: not offered']);
    if (!isDestinationOf(network, wallet.address)) {
      throw new HttpError(400, `Invalid body: a wallet on ${network.name} is ${destinationRule(network)}`, [`destinationWallets.address: must be ${destinationRule(network)}`]);
    }
    let amount: string;
    if (body.presetCryptoAmount !== undefined) {
      checkPaymentRange(body.presetCryptoAmount * (await onrampPrice(network, prices)), 'USD');
      amount = body.presetCryptoAmount.toFixed(Math.min(token.decimals, 6));
    } else if (body.presetFiatAmount !== undefined) {
      amount = quoteFor(body.presetFiatAmount.toFixed(2), PAYMENT_CURRENCIES[0], token, await onrampPrice(network, prices)).purchaseAmount.amount;
    } else {
      throw new HttpError(400, 'Invalid body: presetCryptoAmount or presetFiatAmount is required', ['presetCryptoAmount: required']);
    }
    const checkout = await createCheckout(c.get('db'), {
      projectId: c.get('project').id,
      chainId: network.id,
      tokenAddress: token.address ?? token.symbol,
      destination: wallet.address,
      amount: parseUnits(amount, token.decimals),
      fiatAmount: body.presetFiatAmount?.toFixed(2) ?? null,
      fiatCurrency: body.presetFiatAmount === undefined ? null : 'USD',
    });
    return c.json({ url: `${new URL(c.req.url).origin}/onramp/checkout/${checkout.id}` });
  });

  return routes;
}
