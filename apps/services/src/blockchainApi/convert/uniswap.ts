// Swaps over the chain's Uniswap V2: the path between two known tokens (through WETH when they
// have no pair), quotes by the router's getAmountsOut, and the router call that swaps.
import { Interface, ZeroAddress } from 'ethers';
import type { Chain, KnownToken } from '../../chain/chains.js';
import { HttpError } from '../../http/errors.js';

export const ROUTER = new Interface([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
]);
const FACTORY = new Interface(['function getPair(address tokenA, address tokenB) view returns (address pair)']);

/** A swap's chain, with its DEX, and its two sides. */
export interface Swap {
  chain: Chain & { config: { dex: NonNullable<Chain['config']['dex']> } };
  from: KnownToken;
  to: KnownToken;
}

/** Seconds a built swap stays valid. */
export const SWAP_DEADLINE_S = 20 * 60;

async function call<T>(chain: Chain, to: string, iface: Interface, name: string, args: unknown[]): Promise<T> {
  const data = await chain.provider.call({ to, data: iface.encodeFunctionData(name, args) });
  return iface.decodeFunctionResult(name, data)[0] as T;
}

/** The router path from `from` to `to`: the native currency travels as WETH. */
export async function swapPath({ chain, from, to }: Swap): Promise<string[]> {
  const { weth, factory } = chain.config.dex;
  const a = from.native ? weth : from.address;
  const b = to.native ? weth : to.address;
  if (a.toLowerCase() === b.toLowerCase()) throw new HttpError(400, 'Invalid query: from and to must be two different tokens (wrapping is not a swap)', ['to: same token as from']);
  const pair = await call<string>(chain, factory, FACTORY, 'getPair', [a, b]);
  if (pair !== ZeroAddress) return [a, b];
  const viaWeth = a.toLowerCase() !== weth.toLowerCase() && b.toLowerCase() !== weth.toLowerCase();
  if (!viaWeth) throw new HttpError(400, `No pool trades ${from.symbol} for ${to.symbol}`, ['from: no route to the token']);
  return [a, weth, b];
}

/** What `amountIn` of `from` buys of `to` now, in base units, by the router. */
export async function quote(swap: Swap, path: string[], amountIn: bigint): Promise<bigint> {
  try {
    const amounts = await call<bigint[]>(swap.chain, swap.chain.config.dex.router, ROUTER, 'getAmountsOut', [amountIn, path]);
    return amounts[amounts.length - 1]!;
  } catch {
    throw new HttpError(400, `No quote for ${swap.from.symbol} to ${swap.to.symbol}: not enough liquidity`, ['amount: more than the pools can trade']);
  }
}

/** The router call that sells exactly `amountIn` for at least `minOut`, paying `recipient`. */
export function swapCall(swap: Swap, path: string[], amountIn: bigint, minOut: bigint, recipient: string, deadline: bigint): { data: string; value: bigint } {
  if (swap.from.native) return { data: ROUTER.encodeFunctionData('swapExactETHForTokens', [minOut, path, recipient, deadline]), value: amountIn };
  const method = swap.to.native ? 'swapExactTokensForETH' : 'swapExactTokensForTokens';
  return { data: ROUTER.encodeFunctionData(method, [amountIn, minOut, path, recipient, deadline]), value: 0n };
}

/** `quoted` less `slippage` percent (two decimals at most), rounded down. */
export function minimumOut(quoted: bigint, slippage: string): bigint {
  const basisPoints = BigInt(Math.round(Number(slippage) * 100));
  return (quoted * (10_000n - basisPoints)) / 10_000n;
}
