// The Blockchain API's account and chain routes (index.ts) for the OpenAPI document: the client
// parses each answer with core's schema; /v1/chains is the wallet frame's, with its copy of the schema.
import { balanceResponseSchema, fungiblePriceResponseSchema, historyResponseSchema, supportedChainsResponseSchema } from '@latch/core/api';
import { z } from 'zod';
import { accountIdSchema } from '../chain/caip.js';
import { EXAMPLE_ADDRESS, EXAMPLE_CALL, EXAMPLE_CHAIN, EXAMPLE_ORIGIN, EXAMPLE_SOLANA_CHAIN, EXAMPLE_TIME } from '../openapi/examples.js';
import { answer, refusal, type RouteDoc } from '../openapi/routeDoc.js';
import { balanceQuery } from './account/balance.js';
import { historyQuery } from './account/history.js';
import { frameChainsResponseSchema } from './chains/chainsResponse.js';
import { priceBody } from './prices.js';

const tag = 'Blockchain API';
const ethIcon = `${EXAMPLE_ORIGIN}/public/getTokenImage/ETH?${EXAMPLE_CALL}`;

export const blockchainApiDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/v1/supported-chains',
    tag,
    summary: 'The chains the API serves',
    responses: { 200: answer('Their CAIP-2 ids', supportedChainsResponseSchema, { http: [EXAMPLE_CHAIN, EXAMPLE_SOLANA_CHAIN], ws: [] }) },
  },
  {
    method: 'get',
    path: '/v1/chains',
    tag,
    summary: 'What the wallet frame needs to serve each chain',
    responses: {
      200: answer('Each chain, its native currency and its smart-account contracts', frameChainsResponseSchema, {
        chains: [
          {
            id: EXAMPLE_CHAIN,
            name: 'Latch devnet',
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
            smartAccount: { entryPoint: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108', accountFactory: '0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985', sessionAccountFactory: '0x5FbDB2315678afecb367f032d93F642f64180aa3' },
          },
          { id: EXAMPLE_SOLANA_CHAIN, name: 'Solana', nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 } },
        ],
      }),
    },
  },
  {
    method: 'get',
    path: '/v1/account/:account/history',
    tag,
    summary: "An account's transfers, newest first, a page at a time",
    params: z.object({ account: accountIdSchema }),
    query: historyQuery,
    responses: {
      200: answer('One page, and the cursor of the next', historyResponseSchema, {
        data: [
          {
            id: '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060:0',
            metadata: { minedAt: EXAMPLE_TIME, chain: EXAMPLE_CHAIN, operationType: 'receive', status: 'confirmed', sentFrom: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', sentTo: EXAMPLE_ADDRESS, hash: '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060' },
            transfers: [{ direction: 'in', quantity: { numeric: '0.5' }, fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: ethIcon } } }],
          },
        ],
        next: null,
      }),
      400: refusal('The account or the query is malformed', "Invalid query: chainId differs from the account id's chain", ['chainId: differs from the account']),
    },
  },
  {
    method: 'get',
    path: '/v1/account/:address/balance',
    tag,
    summary: "An account's balances, read from the chain, with their prices",
    params: z.object({ address: accountIdSchema }),
    query: balanceQuery,
    responses: {
      200: answer('The native balance and every token held', balanceResponseSchema, {
        balances: [{ name: 'Ether', symbol: 'ETH', chainId: EXAMPLE_CHAIN, value: 1500, price: 3000, quantity: { decimals: '18', numeric: '0.5' }, iconUrl: ethIcon }],
      }),
    },
  },
  {
    method: 'post',
    path: '/v1/fungible/price',
    tag,
    summary: 'Prices of known tokens',
    body: { schema: priceBody },
    responses: {
      200: answer('Each priced token; an unknown or unpriced one is left out', fungiblePriceResponseSchema, {
        fungibles: [{ name: 'Ether', symbol: 'ETH', iconUrl: ethIcon, price: 3000 }],
      }),
      400: refusal("The body names another project than the call's", "Invalid body: projectId differs from the call's", ['projectId: differs from the query parameter']),
    },
  },
];
