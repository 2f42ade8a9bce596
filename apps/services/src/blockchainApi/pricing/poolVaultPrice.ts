// A token's price on a Solana chain from a constant-product pool's two vaults (SPL token accounts),
// both read in one getMultipleAccounts call in the node's jsonParsed token layout.
import type { Connection } from '@solana/web3.js';
import { z } from 'zod';
import type { SolanaPool } from '../../chain/solanaPriceSource.js';
import { reservesPrice, type Reserve } from './reservesPrice.js';

/** What a jsonParsed SPL token account (Token or Token-2022) says of its mint and amount; any other account, or raw bytes the node could not parse, fails it. */
const vaultSchema = z.object({
  data: z.object({
    program: z.enum(['spl-token', 'spl-token-2022']),
    parsed: z.object({
      type: z.literal('account'),
      info: z.object({ mint: z.string(), tokenAmount: z.object({ amount: z.string().regex(/^\d+$/), decimals: z.number().int().min(0).max(255) }) }),
    }),
  }),
});

/** The vault's reserve when it is a token account of `mint`; a missing, malformed or other mint's account holds none. */
function reserveOf(account: unknown, mint: string): Reserve | undefined {
  const parsed = vaultSchema.safeParse(account);
  if (!parsed.success || parsed.data.data.parsed.info.mint !== mint) return undefined;
  const { amount, decimals } = parsed.data.data.parsed.info.tokenAmount;
  return { amount: BigInt(amount), decimals };
}

/**
 * The price of one `pool.base` in `quote` by the pool's reserves, decimals as the chain reports
 * them: undefined when either vault is not a token account of its mint, or is empty. Calls that fail reject.
 */
export async function poolVaultPrice(connection: Connection, pool: SolanaPool, quote: string): Promise<number | undefined> {
  const { PublicKey } = await import('@solana/web3.js');
  const { value } = await connection.getMultipleParsedAccounts([pool.baseVault, pool.quoteVault].map((key) => new PublicKey(key)));
  const [base, quoteReserve] = [reserveOf(value[0], pool.base), reserveOf(value[1], quote)];
  return base && quoteReserve ? reservesPrice(base, quoteReserve) : undefined;
}
