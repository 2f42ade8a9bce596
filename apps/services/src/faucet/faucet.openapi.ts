// The local world's faucets (index.ts) for the OpenAPI document.
import { z } from 'zod';
import { EXAMPLE_ADDRESS, EXAMPLE_CHAIN, EXAMPLE_SOLANA_CHAIN } from '../openapi/examples.js';
import { answer, type RouteDoc } from '../openapi/routeDoc.js';
import { faucetRequestSchema, solanaFaucetRequestSchema } from './index.js';

const funding = z.object({ address: z.string(), chainId: z.string(), transfers: z.array(z.object({ symbol: z.string(), amount: z.string(), hash: z.string() })) });
const common = { method: 'post' as const, tag: 'Local world', limited: true };

export const faucetDocs: RouteDoc[] = [
  {
    ...common,
    path: '/dev/faucet',
    summary: 'Funds a new EVM address once (local world only)',
    body: { schema: faucetRequestSchema },
    responses: {
      200: answer('What was sent', funding, {
        address: EXAMPLE_ADDRESS,
        chainId: EXAMPLE_CHAIN,
        transfers: [{ symbol: 'ETH', amount: '1', hash: '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060' }],
      }),
    },
  },
  {
    ...common,
    path: '/dev/faucet/solana',
    summary: 'Funds a new Solana address once (local world only)',
    body: { schema: solanaFaucetRequestSchema },
    responses: {
      200: answer('What was sent', funding, {
        address: 'Ed4dWzVh1pXb2uX3j6yk5PKH6jAUR9UDgNh3Zj7p4hLp',
        chainId: EXAMPLE_SOLANA_CHAIN,
        transfers: [{ symbol: 'SOL', amount: '1', hash: '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW' }],
      }),
    },
  },
];
