// The Wallet API (SPEC 7): remote features, allowed origins, the wallet listing, analytics config.
import { Hono } from 'hono';
import type { AppEnv } from '../http/env.js';
import { parseQuery } from '../http/validate.js';
import { listFeatures } from '../projects/store.js';
import type { RegistryWallet } from './registry/types.js';
import { listingCache } from './listingCache.js';
import { findWallets, walletsQuerySchema } from './walletQuery.js';

/** The query every call carries, reused so a wallet's image_url is loadable as it is. */
function callQuery(query: Record<string, string>): string {
  const { projectId = '', st = '', sv = '' } = query;
  return new URLSearchParams({ projectId, st, sv }).toString();
}

function toListing(wallet: RegistryWallet, imageBase: string, call: string) {
  const { rank: _rank, ...fields } = wallet;
  return { ...fields, image_url: `${imageBase}/getWalletImage/${encodeURIComponent(wallet.image_id)}?${call}` };
}

export function walletApiRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const listings = listingCache();

  routes.get('/appkit/v1/config', async (c) => c.json({ features: await listFeatures(c.get('db'), c.get('project').id) }));

  routes.get('/projects/v1/origins', (c) => c.json({ allowedOrigins: c.get('project').allowedOrigins }));

  routes.get('/getAnalyticsConfig', (c) => c.json({ isAnalyticsEnabled: c.get('project').analyticsEnabled }));

  routes.get('/getWallets', async (c) => {
    const query = parseQuery(c, walletsQuerySchema);
    const call = callQuery(c.req.query());
    const base = new URL(c.req.url).origin;
    const read = async () => {
      const { wallets, count } = await findWallets(c.get('db'), query);
      return JSON.stringify({ data: wallets.map((wallet) => toListing(wallet, base, call)), count });
    };
    const body = query.search ? await read() : await listings.read(`${base} ${call} ${JSON.stringify(query)}`, read);
    return c.body(body, 200, { 'content-type': 'application/json' });
  });

  return routes;
}
