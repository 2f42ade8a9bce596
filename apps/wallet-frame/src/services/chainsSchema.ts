// GET /v1/chains as the frame parses it: the chains of the services' chains file, with what the
// frame needs to serve each. A copy of the services' schema (apps/services/src/blockchainApi/chains/
// chainsResponse.ts; the frame may import only @latch/core/api of the other packages), held equal
// by test/wireFacts.test.ts.
import { EVM_ADDRESS } from '@latch/core/api';
import * as z from 'zod/mini';

const address = z.string().check(z.regex(EVM_ADDRESS));

export const frameChainSchema = z.object({
  id: z.string().check(z.regex(/^(eip155|solana):[-_a-zA-Z0-9]{1,32}$/)),
  name: z.string().check(z.minLength(1)),
  nativeCurrency: z.object({ name: z.string().check(z.minLength(1)), symbol: z.string().check(z.minLength(1)), decimals: z.number().check(z.int(), z.nonnegative()) }),
  smartAccount: z.optional(z.object({ entryPoint: address, accountFactory: address, sessionAccountFactory: address })),
});

export const frameChainsResponseSchema = z.object({ chains: z.array(frameChainSchema) });

export type FrameChain = z.infer<typeof frameChainSchema>;
