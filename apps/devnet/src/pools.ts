import { Contract, MaxUint256, parseUnits } from 'ethers';
import type { DevAccount } from './accounts.js';
import type { DevTokenKey } from './deploy.js';
import type { DexContracts } from './dex.js';
import { mined } from './mined.js';
import type { PriceTable } from './prices.js';
import { withSender } from './sender.js';
import { uniswapArtifact } from './uniswap.js';

export type PoolToken = DevTokenKey | 'weth';

/** The pools the devnet opens, each as its two tokens. */
export const POOLS = {
  usdcWeth: ['usdc', 'weth'],
  daiWeth: ['dai', 'weth'],
  usdcDai: ['usdc', 'dai'],
} as const satisfies Record<string, readonly [PoolToken, PoolToken]>;
export type PoolKey = keyof typeof POOLS;

/** USD value on each side of every pool: deep enough that test-sized swaps barely move the price. */
export const POOL_SIDE_USD = 300_000;

const ERC20_APPROVE = ['function approve(address spender, uint256 amount) returns (bool)'];

/**
 * Opens the pools of POOLS that `keys` names (all of them unless told) at the prices of `prices`,
 * from `owner`, who must hold the tokens and the ETH to wrap. Resolves with each pool's pair address.
 */
export function createPools<Key extends PoolKey = PoolKey>(
  rpcUrl: string,
  owner: DevAccount,
  dex: DexContracts,
  tokens: Partial<Record<PoolToken, string>>,
  prices: PriceTable,
  keys: readonly Key[] = Object.keys(POOLS) as Key[],
): Promise<Record<Key, string>> {
  const addressOf = (token: PoolToken) => {
    const address = tokens[token];
    if (!address) throw new Error(`A pool needs ${token}, and no address was given for it.`);
    return address;
  };
  const amountOf = (token: PoolToken) => {
    const { decimals, usd } = prices[addressOf(token).toLowerCase()]!;
    return parseUnits(String(POOL_SIDE_USD / usd), decimals);
  };
  const pools = keys.map((key): [Key, readonly [PoolToken, PoolToken]] => [key, POOLS[key]]);
  const wethNeeded = BigInt(pools.filter(([, pair]) => pair.includes('weth')).length) * amountOf('weth');

  return withSender(rpcUrl, owner, async (sender) => {
    const router = new Contract(dex.router, uniswapArtifact('UniswapV2Router02').abi, sender);
    const factory = new Contract(dex.factory, uniswapArtifact('UniswapV2Factory').abi, sender);
    const weth = new Contract(dex.weth, uniswapArtifact('WETH9').abi, sender);
    await Promise.all([
      mined(weth.getFunction('deposit')({ value: wethNeeded })),
      ...Object.values(tokens).map((token) => mined(new Contract(token, ERC20_APPROVE, sender).getFunction('approve')(dex.router, MaxUint256))),
    ]);
    await Promise.all(
      pools.map(([, [a, b]]) =>
        mined(router.getFunction('addLiquidity')(addressOf(a), addressOf(b), amountOf(a), amountOf(b), amountOf(a), amountOf(b), owner.address, MaxUint256)),
      ),
    );
    const pairs = await Promise.all(pools.map(async ([key, [a, b]]) => [key, (await factory.getFunction('getPair')(addressOf(a), addressOf(b))) as string] as const));
    return Object.fromEntries(pairs) as Record<Key, string>;
  });
}
