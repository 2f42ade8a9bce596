// The local world's faucet answer the frame reads (apps/services README, "Dev faucet"). The auth
// routes' answers, the error body and the Wallet API's are `@latch/core/api`'s.
import * as z from 'zod/mini';

const nonEmpty = z.string().check(z.minLength(1));

export const fundingSchema = z.object({
  address: nonEmpty,
  chainId: nonEmpty,
  transfers: z.array(z.object({ symbol: z.string(), amount: z.string(), hash: z.string() })),
});
export type Funding = z.infer<typeof fundingSchema>;
