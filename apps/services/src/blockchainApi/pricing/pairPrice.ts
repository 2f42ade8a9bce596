// A token's price read from Uniswap V2 reserves: the pair of two tokens on a factory, and the price
// of one in the other, decimals applied.
import { Contract, ZeroAddress, type Provider } from 'ethers';
import { reservesPrice } from './reservesPrice.js';

const FACTORY_ABI = ['function getPair(address tokenA, address tokenB) view returns (address pair)'];
const PAIR_ABI = ['function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)', 'function token0() view returns (address)'];

export interface PairToken {
  address: string;
  decimals: number;
}

/**
 * The price of one `base` in `quote` from their pair on `factory`: undefined when there is no pair
 * or either reserve is empty (a ratio with nothing behind it is no price). Calls that fail reject.
 */
export async function pairPrice(provider: Provider, factory: string, base: PairToken, quote: PairToken): Promise<number | undefined> {
  const pair = (await new Contract(factory, FACTORY_ABI, provider).getFunction('getPair')(base.address, quote.address)) as string;
  if (pair === ZeroAddress) return undefined;
  const contract = new Contract(pair, PAIR_ABI, provider);
  const [[reserve0, reserve1], token0] = (await Promise.all([contract.getFunction('getReserves')(), contract.getFunction('token0')()])) as [[bigint, bigint], string];
  const baseIsToken0 = token0.toLowerCase() === base.address.toLowerCase();
  const [baseReserve, quoteReserve] = baseIsToken0 ? [reserve0, reserve1] : [reserve1, reserve0];
  return reservesPrice({ amount: baseReserve, decimals: base.decimals }, { amount: quoteReserve, decimals: quote.decimals });
}
