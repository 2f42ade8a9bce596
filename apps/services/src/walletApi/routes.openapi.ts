// The Wallet API's routes (routes.ts) for the OpenAPI document: the client parses each answer with core's schema.
import { analyticsConfigResponseSchema, configResponseSchema, originsResponseSchema, walletsResponseSchema } from '@latch/core/api';
import { EXAMPLE_CALL, EXAMPLE_ORIGIN } from '../openapi/examples.js';
import { answer, type RouteDoc } from '../openapi/routeDoc.js';
import { walletsQuerySchema } from './walletQuery.js';

const tag = 'Wallet API';

export const walletApiDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/appkit/v1/config',
    tag,
    summary: "The project's remote features",
    responses: {
      200: answer('The features, each on or off with its list', configResponseSchema, {
        features: [
          { id: 'swaps', isEnabled: true, config: ['1inch'] },
          { id: 'email', isEnabled: true, config: null },
          { id: 'social_login', isEnabled: true, config: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] },
        ],
      }),
    },
  },
  {
    method: 'get',
    path: '/projects/v1/origins',
    tag,
    summary: "The project's allowed origins",
    responses: { 200: answer('The allowlist', originsResponseSchema, { allowedOrigins: ['http://localhost:5173', 'http://127.0.0.1:5174'] }) },
  },
  {
    method: 'get',
    path: '/getAnalyticsConfig',
    tag,
    summary: 'Whether the project takes analytics events',
    responses: { 200: answer('The switch', analyticsConfigResponseSchema, { isAnalyticsEnabled: true }) },
  },
  {
    method: 'get',
    path: '/getWallets',
    tag,
    summary: 'One page of the wallet listing',
    query: walletsQuerySchema,
    responses: {
      200: answer('The page, and how many wallets match in all', walletsResponseSchema, {
        data: [
          {
            id: 'metamask',
            name: 'MetaMask',
            image_id: 'metamask',
            image_url: `${EXAMPLE_ORIGIN}/getWalletImage/metamask?${EXAMPLE_CALL}`,
            rdns: 'io.metamask',
            chains: ['eip155:1', 'eip155:8453'],
            mobile_link: 'metamask://',
            desktop_link: null,
            webapp_link: null,
            app_store: 'https://apps.apple.com/app/metamask/id1438144202',
            play_store: 'https://play.google.com/store/apps/details?id=io.metamask',
            homepage: 'https://metamask.io',
            badge_type: 'certified',
          },
        ],
        count: 1,
      }),
    },
  },
];
