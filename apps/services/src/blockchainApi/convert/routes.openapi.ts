// The convert routes (routes.ts) for the OpenAPI document: the client parses each answer with core's schema.
import { allowanceResponseSchema, buildTransactionResponseSchema, gasPriceResponseSchema, quotesResponseSchema, swapTokensResponseSchema } from '@latch/core/api';
import { EXAMPLE_ADDRESS, EXAMPLE_CALL, EXAMPLE_CHAIN, EXAMPLE_ORIGIN } from '../../openapi/examples.js';
import { answer, refusal, type RouteDoc } from '../../openapi/routeDoc.js';
import { allowanceQuery, approveQuery, buildBody, chainQuery, quotesQuery, SWAPS_NETWORK_NOT_SUPPORTED } from './routes.js';

const tag = 'Convert';
const ROUTER = '0x4752ba5DBc23f44D87826276BF6Fd6b1C372aD24';
const USDC = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
const builtApproval = { tx: { from: EXAMPLE_ADDRESS, to: USDC, data: `0x095ea7b3${'0'.repeat(24)}${ROUTER.slice(2).toLowerCase()}${'f'.repeat(64)}`, value: '0', eip155: { gas: '57800', gasPrice: '1000000000' } } };
const notSupported = refusal('The chain has no swaps', SWAPS_NETWORK_NOT_SUPPORTED);

export const convertDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/v1/convert/tokens',
    tag,
    summary: 'The tokens a chain swaps',
    query: chainQuery,
    responses: {
      200: answer('The tokens, none where the chain has no swaps', swapTokensResponseSchema, {
        tokens: [{ name: 'USD Coin', symbol: 'USDC', address: `${EXAMPLE_CHAIN}:${USDC}`, decimals: 6, logoUri: `${EXAMPLE_ORIGIN}/public/getTokenImage/USDC?${EXAMPLE_CALL}` }],
      }),
    },
  },
  {
    method: 'get',
    path: '/v1/convert/quotes',
    tag,
    summary: 'What an amount of one token swaps for',
    query: quotesQuery,
    responses: {
      200: answer('The quote, none where the chain has no swaps', quotesResponseSchema, { quotes: [{ fromAmount: '1000000000000000000', toAmount: '2991234567' }] }),
      400: refusal('A token is not offered for swaps', `Invalid query: to is not a token offered for swaps on ${EXAMPLE_CHAIN}`, ['to: unknown token']),
    },
  },
  {
    method: 'get',
    path: '/v1/convert/allowance',
    tag,
    summary: 'What the account lets the swap router spend',
    query: allowanceQuery,
    responses: { 200: answer('The allowance in base units, and the router', allowanceResponseSchema, { allowance: '0', spender: ROUTER }) },
  },
  {
    method: 'get',
    path: '/v1/convert/gas-price',
    tag,
    summary: "The chain's gas price, at three speeds",
    query: chainQuery,
    responses: { 200: answer('Wei per gas', gasPriceResponseSchema, { standard: '1000000000', fast: '1250000000', instant: '1500000000' }) },
  },
  {
    method: 'get',
    path: '/v1/convert/build-approve',
    tag,
    summary: 'The transaction that lets the router spend a token',
    query: approveQuery,
    responses: { 200: answer('The transaction to sign', buildTransactionResponseSchema, builtApproval), 400: notSupported },
  },
  {
    method: 'post',
    path: '/v1/convert/build-transaction',
    tag,
    summary: 'The swap transaction',
    body: { schema: buildBody },
    responses: {
      200: answer('The transaction to sign', buildTransactionResponseSchema, {
        tx: { from: EXAMPLE_ADDRESS, to: ROUTER, data: '0x7ff36ab5', value: '1000000000000000000', eip155: { gas: '152000', gasPrice: '1000000000' } },
      }),
      400: notSupported,
    },
  },
];
