// POST /v1/fungible/price (SPEC 7): prices of the known tokens from the configured price table.
import type { Context } from 'hono';
import { z } from 'zod';
import { evmAccountSchema } from '../chain/caip.js';
import type { ChainSet, KnownToken } from '../chain/chains.js';
import type { AppEnv } from '../http/env.js';
import { HttpError } from '../http/errors.js';
import { parseJsonBody } from '../http/validate.js';
import { tokenIconUrl } from './icons.js';

const priceBody = z.object({
  currency: z.literal('usd', 'must be usd'),
  addresses: z.array(evmAccountSchema).max(100, 'must list at most 100 addresses'),
  projectId: z.string().max(128),
});

export async function fungiblePriceHandler(c: Context<AppEnv>, chains: ChainSet) {
  const body = await parseJsonBody(c, priceBody);
  if (body.projectId !== c.get('project').id) throw new HttpError(400, 'Invalid body: projectId differs from the call\'s', ['projectId: differs from the query parameter']);
  const found = body.addresses.map(({ chainId, address }) =>
    chains
      .select(chainId)
      .map((chain) => chain.token(address))
      .find((token): token is KnownToken => token !== undefined),
  );
  const fungibles = found
    .filter((token): token is KnownToken => token !== undefined)
    .map((token) => ({ name: token.name, symbol: token.symbol, iconUrl: tokenIconUrl(c, token.symbol), price: token.usdPrice }));
  return c.json({ fungibles });
}
