// The Blockchain API (SPEC 7) over the chains of ServicesConfig.chains: supported chains, identity,
// history (indexed from the chain), balances, prices, convert over Uniswap V2, names, sessions,
// the onramp with its local provider page, and the wallet-provider RPC proxy.
import { Hono } from 'hono';
import { ChainSet } from '../chain/chains.js';
import { resumeSends } from '../chain/resumeSends.js';
import { DEFAULT_RESEND_AFTER_MS } from '../chain/sharedKeySender.js';
import type { AppEnv } from '../http/env.js';
import { seedImages } from '../images/catalog.js';
import type { ServiceModule } from '../modules.js';
import { balanceHandler } from './account/balance.js';
import { frameChains } from './chains/chainsResponse.js';
import { SolanaChains } from './account/solanaBalance.js';
import { historyHandler } from './account/history.js';
import { HistoryIndexer } from './account/indexer.js';
import { convertRoutes } from './convert/routes.js';
import { nameRoutes } from './names/routes.js';
import { checkoutRoutes } from './onramp/checkout.js';
import { OnrampNetworks } from './onramp/networks.js';
import { resumedCheckouts } from './onramp/payCheckout.js';
import { paysOut } from './onramp/payouts.js';
import { onrampRoutes } from './onramp/routes.js';
import { Treasury } from './onramp/treasury.js';
import { fungiblePriceHandler, PRICE_LIMITS } from './prices.js';
import { limitWrites } from '../http/rateLimit.js';
import { PriceBook } from './pricing/priceBook.js';
import { rpcProxyRoutes } from './rpc/proxy.js';
import { sessionRoutes } from './sessions/routes.js';

export const blockchainApiModule: ServiceModule = {
  name: 'blockchainApi',
  routes: (config) => {
    const chains = new ChainSet(config.chains ?? []);
    const solanaChains = new SolanaChains(config.solanaChains ?? []);
    const onrampNetworks = new OnrampNetworks(chains, solanaChains);
    const treasury = new Treasury(solanaChains, config.sendResendAfterMs ?? DEFAULT_RESEND_AFTER_MS);
    const prices = new PriceBook(config.now, solanaChains);
    let indexer: HistoryIndexer | undefined;
    const routes = new Hono<AppEnv>();
    routes.get('/v1/supported-chains', (c) => c.json({ http: [...chains.list.map((chain) => chain.id), ...solanaChains.ids], ws: [] }));
    const forFrame = frameChains(chains, solanaChains);
    routes.get('/v1/chains', (c) => c.json(forFrame));
    routes.get('/v1/account/:account/history', (c) => historyHandler(c, chains, (indexer ??= new HistoryIndexer(c.get('db')))));
    routes.get('/v1/account/:address/balance', (c) => balanceHandler(c, chains, solanaChains, prices));
    routes.post('/v1/fungible/price', limitWrites(PRICE_LIMITS), (c) => fungiblePriceHandler(c, chains, prices));
    for (const area of [convertRoutes(chains), nameRoutes(chains, config.now ?? Date.now), sessionRoutes(), onrampRoutes(onrampNetworks, prices, paysOut(config)), checkoutRoutes(onrampNetworks, treasury, paysOut(config)), rpcProxyRoutes(chains, solanaChains)]) {
      routes.route('/', area);
    }
    return routes;
  },
  // Payments a process signed and left (it died) are followed to their end by a live one.
  start: async (db, config) => {
    if (!paysOut(config)) return {};
    const chains = new ChainSet(config.chains);
    const networks = new OnrampNetworks(chains, new SolanaChains(config.solanaChains));
    const stopResuming = resumeSends(db, config.sendResendAfterMs, [resumedCheckouts(networks, new Treasury(new SolanaChains([]), config.sendResendAfterMs))]);
    return {
      stop: async () => {
        stopResuming();
        chains.destroy();
      },
    };
  },
  // Every configured token has an icon among the services' images.
  seed: async (db, config) => {
    const evmSymbols = new ChainSet(config.chains).list.flatMap((chain) => chain.allTokens.map((token) => token.symbol));
    const solanaSymbols = (config.solanaChains ?? []).length ? ['SOL', ...(config.solanaChains ?? []).flatMap((chain) => (chain.tokens ?? []).map((token) => token.symbol))] : [];
    const symbols = new Set([...evmSymbols, ...solanaSymbols].map((symbol) => symbol.toUpperCase()));
    await seedImages(db, 'token', [...symbols].map((symbol) => ({ id: symbol, label: symbol })));
    // And every configured Solana cluster an image of its network (a local one is in no catalogue).
    await seedImages(db, 'asset', (config.solanaChains ?? []).map((chain) => ({ id: chain.id, label: chain.displayName ?? chain.name ?? 'Solana' })));
  },
};
