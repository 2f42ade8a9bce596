import { Contract, MaxUint256, parseUnits, type ContractTransactionResponse } from 'ethers';
import type { DevAccount } from './accounts.js';
import type { DevTokenKey } from './deploy.js';
import type { DexContracts } from './dex.js';
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

const mined = async (sent: Promise<ContractTransactionResponse>) => (await sent).wait();

/**
 * Opens every pool of POOLS at the prices of `prices`, from `owner`, who must hold the
 * tokens and the ETH to wrap. Resolves with each pool's pair address.
 */
export function createPools(
  rpcUrl: string,
  owner: DevAccount,
  dex: DexContracts,
  tokens: Record<PoolToken, string>,
  prices: PriceTable,
): Promise<Record<PoolKey, string>> {
  const amountOf = (token: PoolToken) => {
    const { decimals, usd } = prices[tokens[token].toLowerCase()]!;
    return parseUnits(String(POOL_SIDE_USD / usd), decimals);
  };
  const pools = Object.entries(POOLS) as [PoolKey, readonly [PoolToken, PoolToken]][];
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
        mined(router.getFunction('addLiquidity')(tokens[a], tokens[b], amountOf(a), amountOf(b), amountOf(a), amountOf(b), owner.address, MaxUint256)),
      ),
    );
    const pairs = await Promise.all(pools.map(async ([key, [a, b]]) => [key, (await factory.getFunction('getPair')(tokens[a], tokens[b])) as string] as const));
    return Object.fromEntries(pairs) as Record<PoolKey, string>;
  });
}
