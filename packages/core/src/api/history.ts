import * as z from 'zod/mini';

/** One transfer of a transaction (SPEC 3): an NFT or a fungible token. */
export const transferSchema = z.object({
  direction: z.optional(z.string()),
  quantity: z.object({ numeric: z.string() }),
  nft_info: z.optional(
    z.object({
      name: z.optional(z.string()),
      content: z.optional(z.object({ preview: z.optional(z.object({ url: z.string() })) })),
      flags: z.object({ is_spam: z.boolean() }),
    }),
  ),
  fungible_info: z.optional(
    z.object({
      name: z.optional(z.string()),
      symbol: z.string(),
      icon: z.optional(z.object({ url: z.string() })),
    }),
  ),
});

/** A transaction of the account history (SPEC 3). */
export const transactionSchema = z.object({
  id: z.string(),
  metadata: z.object({
    minedAt: z.string(),
    chain: z.string(),
    operationType: z.string(),
    status: z.string(),
    sentFrom: z.string(),
    sentTo: z.string(),
    hash: z.optional(z.string()),
  }),
  transfers: z.array(transferSchema),
});

export type Transfer = z.infer<typeof transferSchema>;
export type Transaction = z.infer<typeof transactionSchema>;
