// GET /v1/account/{address}/balance (SPEC 7): the native currency and every known ERC-20, read
// from the chain at each call, with price and USD value (0 and 0 for a token its chain's price
// source cannot price); zero balances left out but the native one.
// A Solana account is read on the configured Solana networks (solanaBalance.ts).
import { Interface } from 'ethers';
import type { Context } from 'hono';
import { z } from 'zod';
import { accountIdSchema, caip2Schema } from '../../chain/caip.js';
import type { Chain, ChainSet, KnownToken } from '../../chain/chains.js';
import { decimalString, usdValue } from '../../chain/units.js';
import type { AppEnv } from '../../http/env.js';
import { parseParam, parseQuery } from '../../http/validate.js';
import { tokenIconUrl } from '../icons.js';
import type { PriceBook } from '../pricing/priceBook.js';
import type { SolanaChains } from './solanaBalance.js';

export const ERC20 = new Interface([
  'function balanceOf(address owner) view returns (uint256)',
  'function allowance(address owner, address spender) view returns (uint256)',
  'function approve(address spender, uint256 amount) returns (bool)',
  'function transfer(address to, uint256 amount) returns (bool)',
]);

export const balanceQuery = z.object({
  currency: z.literal('usd', 'must be usd').optional(),
  chainId: caip2Schema.optional(),
  forceUpdate: z.string().max(64).optional(),
});

/**
 * A reader of `owner`'s balance of any token on `chain`, in base units. The ERC-20 call is encoded
 * once for all the chain's tokens: each encoding hashes the owner's checksum and the selector
 * (keccak in JavaScript), which was a sixth of the route's CPU when done per token.
 */
function balancesOf(chain: Chain, owner: string): (token: KnownToken) => Promise<bigint> {
  const data = ERC20.encodeFunctionData('balanceOf', [owner]);
  return async (token) => {
    if (token.native) return chain.provider.getBalance(owner);
    return ERC20.decodeFunctionResult('balanceOf', await chain.provider.call({ to: token.address, data }))[0] as bigint;
  };
}

/** `owner`'s balance of each of `chain`'s tokens (in allTokens' order), in base units, from a node call no older than the request (chain/freshReads.ts). */
function readBalances(chain: Chain, owner: string): Promise<bigint[]> {
  return chain.balanceReads.read(owner, () => Promise.all(chain.allTokens.map(balancesOf(chain, owner))));
}

export async function balanceHandler(c: Context<AppEnv>, chains: ChainSet, solanaChains: SolanaChains, prices: PriceBook) {
  const account = parseParam(c, 'address', accountIdSchema);
  const query = parseQuery(c, balanceQuery);
  if (!account.evm) {
    const balances = await solanaChains.balances(account.address, query.chainId ?? account.chainId, prices);
    return c.json({ balances: balances.map((balance) => ({ ...balance, iconUrl: tokenIconUrl(c, balance.symbol) })) });
  }
  const selected = chains.select(query.chainId ?? account.chainId);
  const perChain = await Promise.all(
    selected.map(async (chain) => {
      const [amounts, tokenPrices] = await Promise.all([readBalances(chain, account.address), Promise.all(chain.allTokens.map((token) => prices.price(chain, token)))]);
      return chain.allTokens.map((token, index) => {
        const [amount, price = 0] = [amounts[index]!, tokenPrices[index]];
        if (amount === 0n && !token.native) return undefined;
        return {
          name: token.name,
          symbol: token.symbol,
          chainId: chain.id,
          ...(token.native ? {} : { address: token.address }),
          value: usdValue(amount, token.decimals, price),
          price,
          quantity: { decimals: String(token.decimals), numeric: decimalString(amount, token.decimals) },
          iconUrl: tokenIconUrl(c, token.symbol),
        };
      });
    }),
  );
  return c.json({ balances: perChain.flat().filter((balance) => balance !== undefined) });
}
