// Convert (SPEC 7): swap tokens, quotes, allowance, gas price and the transactions to approve and
// swap, over the chain's Uniswap V2. Tokens are CAIP-10 ids; the native currency is NATIVE_TOKEN_ADDRESS.
import { MaxUint256, type TransactionRequest } from 'ethers';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { caip10, caip2Schema, evmAccountSchema, type AccountId } from '../../chain/caip.js';
import type { Chain, ChainSet } from '../../chain/chains.js';
import type { AppEnv } from '../../http/env.js';
import { HttpError } from '../../http/errors.js';
import { parseJsonBody, parseQuery } from '../../http/validate.js';
import { limitWrites, type WriteLimits } from '../../http/rateLimit.js';
import { ERC20 } from '../account/balance.js';
import { tokenIconUrl } from '../icons.js';
import { minimumOut, quote, swapCall, swapPath, SWAP_DEADLINE_S, type Swap } from './uniswap.js';

/** SPEC 8's message for a swap on a chain without one. */
export const SWAPS_NETWORK_NOT_SUPPORTED = 'Network not supported for Swaps';
/** SPEC 9: slippage tolerance 1 (percent) unless the call says otherwise. */
export const DEFAULT_SLIPPAGE = '1';
/** Building a swap reads the chain three times (quote, deadline, gas): a person builds one per swap. */
export const CONVERT_LIMITS: WriteLimits = { area: 'convert', perClient: { max: 60, windowMs: 60_000 }, perProject: { max: 3000, windowMs: 60_000, clientShare: 20 } };

const baseUnits = z
  .string()
  .regex(/^\d{1,78}$/, 'must be an amount in base units (digits only)')
  .transform(BigInt)
  .refine((value) => value > 0n && value <= MaxUint256, 'must be more than 0 and fit in 256 bits');

const swapQuery = { userAddress: evmAccountSchema, from: evmAccountSchema, to: evmAccountSchema };
export const quotesQuery = z.object({ ...swapQuery, amount: baseUnits, gasPrice: z.string().regex(/^\d{1,78}$/, 'must be digits').optional() });
export const approveQuery = z.object({ ...swapQuery, amount: baseUnits.optional() });
export const allowanceQuery = z.object({ tokenAddress: evmAccountSchema, userAddress: evmAccountSchema });
export const chainQuery = z.object({ chainId: caip2Schema });
export const buildBody = z.object({
  ...swapQuery,
  amount: baseUnits,
  eip155: z
    .object({ slippage: z.string().regex(/^\d{1,2}(\.\d{1,2})?$/, 'must be a percentage such as 1 or 0.5').refine((s) => Number(s) <= 50, 'must be at most 50') })
    .default({ slippage: DEFAULT_SLIPPAGE }),
  projectId: z.string().max(128).optional(),
  disableEstimate: z.boolean().optional(),
});

/** The swap of `from` for `to`; undefined when their chain is not configured or has no DEX. */
function swapOf(chains: ChainSet, query: { from: AccountId; to: AccountId; userAddress: AccountId }): Swap | undefined {
  const chainId = query.from.chainId ?? query.userAddress.chainId;
  if (!chainId) throw new HttpError(400, 'Invalid query: from must be a CAIP-10 token id such as eip155:1:0x…', ['from: must be CAIP-10']);
  if ((query.to.chainId ?? chainId) !== chainId) throw new HttpError(400, 'Invalid query: from and to must be on one chain', ['to: on another chain than from']);
  const chain = chains.get(chainId);
  if (!chain?.config.dex) return undefined;
  const tokenOf = (field: 'from' | 'to') => {
    const token = chain.token(query[field].address);
    if (!token) throw new HttpError(400, `Invalid query: ${field} is not a token offered for swaps on ${chainId}`, [`${field}: unknown token`]);
    return token;
  };
  return { chain: chain as Swap['chain'], from: tokenOf('from'), to: tokenOf('to') };
}

const requireSwap = (swap: Swap | undefined) => {
  if (!swap) throw new HttpError(400, SWAPS_NETWORK_NOT_SUPPORTED);
  return swap;
};

/**
 * Gas a built swap carries beyond its estimate plus a quarter. A Uniswap V2 pair writes its
 * two price accumulators only in the first swap of a later second, so a swap estimated in one
 * second and mined in the next costs more; on a pair no one has swapped on yet both are written
 * from zero, more than a quarter of a swap's estimate (test/swapGas.test.ts). Gas not used is not paid.
 */
const PRICE_ACCUMULATORS_GAS = 50_000n;

async function gasPriceOf(chain: Chain): Promise<bigint> {
  return (await chain.provider.getFeeData()).gasPrice ?? 0n;
}

/** The transaction as the client reads it (core's builtTransactionSchema), estimated from `from` unless told not to, with `extraGas` beyond a quarter more. */
async function builtTransaction(chain: Chain, request: { from: string; to: string; data: string; value: bigint }, estimate: boolean, what: string, extraGas = 0n) {
  const gasPrice = await gasPriceOf(chain);
  let gas: bigint | undefined;
  if (estimate) {
    try {
      gas = ((await chain.provider.estimateGas(request satisfies TransactionRequest)) * 5n) / 4n + extraGas;
    } catch (error) {
      const reason = (error as { shortMessage?: string }).shortMessage ?? 'it would revert';
      throw new HttpError(400, `The ${what} would fail: ${reason}`, [`${what}: ${reason}`]);
    }
  }
  const eip155 = { ...(gas === undefined ? {} : { gas: gas.toString() }), gasPrice: gasPrice.toString() };
  return { tx: { from: request.from, to: request.to, data: request.data, value: request.value.toString(), eip155 } };
}

async function allowanceOf(chain: Chain, token: string, owner: string, spender: string): Promise<bigint> {
  const data = await chain.provider.call({ to: token, data: ERC20.encodeFunctionData('allowance', [owner, spender]) });
  return ERC20.decodeFunctionResult('allowance', data)[0] as bigint;
}

async function deadlineOf(chain: Chain): Promise<bigint> {
  const block = await chain.provider.getBlock('latest');
  return BigInt(Math.max(block?.timestamp ?? 0, Math.floor(Date.now() / 1000)) + SWAP_DEADLINE_S);
}

export function convertRoutes(chains: ChainSet): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/v1/convert/tokens', (c) => {
    const chain = chains.get(parseQuery(c, chainQuery).chainId);
    const tokens = chain?.config.dex ? chain.allTokens : [];
    return c.json({ tokens: tokens.map((t) => ({ name: t.name, symbol: t.symbol, address: caip10(chain!.id, t.address), decimals: t.decimals, logoUri: tokenIconUrl(c, t.symbol) })) });
  });

  routes.get('/v1/convert/quotes', async (c) => {
    const query = parseQuery(c, quotesQuery);
    const swap = swapOf(chains, query);
    if (!swap) return c.json({ quotes: [] });
    const toAmount = await quote(swap, await swapPath(swap), query.amount);
    return c.json({ quotes: [{ fromAmount: query.amount.toString(), toAmount: toAmount.toString() }] });
  });

  routes.get('/v1/convert/allowance', async (c) => {
    const { tokenAddress, userAddress } = parseQuery(c, allowanceQuery);
    const chain = chains.get(tokenAddress.chainId ?? userAddress.chainId);
    if (!chain?.config.dex) return c.json({ allowance: '0' });
    const token = chain.token(tokenAddress.address);
    if (!token) throw new HttpError(400, `Invalid query: tokenAddress is not a token offered for swaps on ${chain.id}`, ['tokenAddress: unknown token']);
    // The spender is named so the client can check the approval and the swap it is sent against it.
    const spender = chain.config.dex.router;
    if (token.native) return c.json({ allowance: MaxUint256.toString(), spender });
    return c.json({ allowance: (await allowanceOf(chain, token.address, userAddress.address, spender)).toString(), spender });
  });

  routes.get('/v1/convert/gas-price', async (c) => {
    const chain = chains.get(parseQuery(c, chainQuery).chainId);
    if (!chain) return c.json({ standard: '0', fast: '0', instant: '0' });
    const standard = await gasPriceOf(chain);
    return c.json({ standard: standard.toString(), fast: ((standard * 125n) / 100n).toString(), instant: ((standard * 150n) / 100n).toString() });
  });

  routes.get('/v1/convert/build-approve', async (c) => {
    const query = parseQuery(c, approveQuery);
    const swap = requireSwap(swapOf(chains, query));
    if (swap.from.native) throw new HttpError(400, `Invalid query: ${swap.from.symbol} is the native currency and needs no approval`, ['from: native currency']);
    const data = ERC20.encodeFunctionData('approve', [swap.chain.config.dex.router, query.amount ?? MaxUint256]);
    return c.json(await builtTransaction(swap.chain, { from: query.userAddress.address, to: swap.from.address, data, value: 0n }, true, 'approval'));
  });

  routes.post('/v1/convert/build-transaction', limitWrites(CONVERT_LIMITS), (c) => buildSwap(c, chains));

  return routes;
}

async function buildSwap(c: Context<AppEnv>, chains: ChainSet) {
  const body = await parseJsonBody(c, buildBody);
  if (body.projectId !== undefined && body.projectId !== c.get('project').id) throw new HttpError(400, "Invalid body: projectId differs from the call's", ['projectId: differs from the query parameter']);
  const swap = requireSwap(swapOf(chains, body));
  const path = await swapPath(swap);
  const minOut = minimumOut(await quote(swap, path, body.amount), body.eip155.slippage);
  const user = body.userAddress.address;
  const { data, value } = swapCall(swap, path, body.amount, minOut, user, await deadlineOf(swap.chain));
  return c.json(await builtTransaction(swap.chain, { from: user, to: swap.chain.config.dex.router, data, value }, body.disableEstimate !== true, 'swap', PRICE_ACCUMULATORS_GAS));
}
