// POST /v1/fungible/price (SPEC 7): prices of the known tokens, from each chain's price source
// (pricing/priceBook.ts); a token without a price is left out like an unknown one.
import type { Context } from 'hono';
import { z } from 'zod';
import { evmAccountSchema } from '../chain/caip.js';
import type { Chain, ChainSet, KnownToken } from '../chain/chains.js';
import type { AppEnv } from '../http/env.js';
import { HttpError } from '../http/errors.js';
import { parseJsonBody } from '../http/validate.js';
import type { WriteLimits } from '../http/rateLimit.js';
import { tokenIconUrl } from './icons.js';
import type { PriceBook } from './pricing/priceBook.js';

/** A read sent as POST (its body lists the tokens), limited as every POST is: a page asks once per view, not hundreds of times a minute. */
export const PRICE_LIMITS: WriteLimits = { area: 'prices', perClient: { max: 600, windowMs: 60_000 }, perProject: { max: 30_000, windowMs: 60_000, clientShare: 120 } };

export const priceBody = z.object({
  currency: z.literal('usd', 'must be usd'),
  addresses: z.array(evmAccountSchema).max(100, 'must list at most 100 addresses'),
  projectId: z.string().max(128),
});

export async function fungiblePriceHandler(c: Context<AppEnv>, chains: ChainSet, prices: PriceBook) {
  const body = await parseJsonBody(c, priceBody);
  if (body.projectId !== c.get('project').id) throw new HttpError(400, 'Invalid body: projectId differs from the call\'s', ['projectId: differs from the query parameter']);
  const found = body.addresses
    .map(({ chainId, address }) => chains.select(chainId).map((chain) => ({ chain, token: chain.token(address) })).find((entry) => entry.token !== undefined))
    .filter((entry): entry is { chain: Chain; token: KnownToken } => entry !== undefined);
  const priced = await Promise.all(found.map(async ({ chain, token }) => ({ token, price: await prices.price(chain, token) })));
  const fungibles = priced
    .filter((entry): entry is { token: KnownToken; price: number } => entry.price !== undefined)
    .map(({ token, price }) => ({ name: token.name, symbol: token.symbol, iconUrl: tokenIconUrl(c, token.symbol), price }));
  return c.json({ fungibles });
}
