import { Contract, formatUnits, keccak256, MaxUint256, NonceManager, parseEther, parseUnits, Wallet, ZeroAddress, type ContractRunner, type JsonRpcProvider } from 'ethers';
import {
  freshProvider,
  mined,
  NATIVE_TOKEN_ADDRESS,
  POOL_SIDE_USD,
  POOLS,
  ROUTER_PAIR_INIT_CODE_HASH,
  routerBytecodeFor,
  startDevnet,
  uniswapArtifact,
  type DevAccount,
  type Devnet,
  type PoolToken,
} from '../src/index.js';

const ERC20 = ['function balanceOf(address) view returns (uint256)', 'function approve(address spender, uint256 amount) returns (bool)'];

let devnet: Devnet;
let provider: JsonRpcProvider;
beforeAll(async () => {
  devnet = await startDevnet({ port: 0 });
  provider = freshProvider(devnet.rpcUrl);
});
afterAll(async () => {
  provider?.destroy();
  await devnet?.stop();
});

const addressOf = (token: PoolToken) => (token === 'weth' ? devnet.dex.weth : devnet.tokens[token].address);
const path = (...tokens: PoolToken[]) => tokens.map(addressOf);
const router = (runner: ContractRunner = provider) => new Contract(devnet.dex.router, uniswapArtifact('UniswapV2Router02').abi, runner);
const balanceOf = async (token: PoolToken, holder: string) => (await new Contract(addressOf(token), ERC20, provider).getFunction('balanceOf')(holder)) as bigint;
const quote = async (amountIn: bigint, ...tokens: PoolToken[]) => ((await router().getFunction('getAmountsOut')(amountIn, path(...tokens))) as bigint[]).at(-1)!;
// A pair writes its price accumulators only in a block's first swap, so an estimate taken in one block can run
// out of gas when mined in the next; a fixed, ample limit keeps these swaps independent of block timing.
const SWAP_GAS = { gasLimit: 300_000n };
const signer = (account: DevAccount) => new NonceManager(new Wallet(account.privateKey, provider));

describe('Uniswap V2 on the devnet', () => {
  it('opens the USDC/WETH, DAI/WETH and USDC/DAI pools, each side worth the same in USD', async () => {
    const factory = new Contract(devnet.dex.factory, uniswapArtifact('UniswapV2Factory').abi, provider);
    for (const [key, [a, b]] of Object.entries(POOLS) as [keyof typeof POOLS, readonly [PoolToken, PoolToken]][]) {
      const pairAddress = (await factory.getFunction('getPair')(addressOf(a), addressOf(b))) as string;
      expect(pairAddress).not.toBe(ZeroAddress);
      expect(devnet.dex.pairs[key]).toBe(pairAddress);

      const pair = new Contract(pairAddress, uniswapArtifact('UniswapV2Pair').abi, provider);
      const reserves = (await pair.getFunction('getReserves')()) as [bigint, bigint];
      const sides = [(await pair.getFunction('token0')()) as string, (await pair.getFunction('token1')()) as string];
      sides.forEach((token, side) => {
        const { decimals, usd } = devnet.prices[token.toLowerCase()]!;
        expect(Number(formatUnits(reserves[side]!, decimals)) * usd).toBe(POOL_SIDE_USD);
      });
    }
  });

  it('prices native ETH, WETH, USDC and DAI by lowercase address', () => {
    expect(devnet.prices).toEqual({
      [NATIVE_TOKEN_ADDRESS]: { symbol: 'ETH', decimals: 18, usd: 3000 },
      [devnet.dex.weth.toLowerCase()]: { symbol: 'WETH', decimals: 18, usd: 3000 },
      [devnet.tokens.usdc.address.toLowerCase()]: { symbol: 'USDC', decimals: 6, usd: 1 },
      [devnet.tokens.dai.address.toLowerCase()]: { symbol: 'DAI', decimals: 18, usd: 1 },
    });
  });

  it('quotes a little under 3000 USDC for 1 ETH: the pool fee and price impact, no more', async () => {
    const usdc = Number(formatUnits(await quote(parseEther('1'), 'weth', 'usdc'), 6));
    expect(usdc).toBeGreaterThan(2950);
    expect(usdc).toBeLessThan(3000);
  });

  it('swaps ETH for USDC through the router into a dev account', async () => {
    const account = devnet.accounts[1]!;
    const before = await balanceOf('usdc', account.address);
    const expected = await quote(parseEther('1'), 'weth', 'usdc');
    const swap = router(signer(account)).getFunction('swapExactETHForTokens');
    await mined(swap(expected, path('weth', 'usdc'), account.address, MaxUint256, { value: parseEther('1'), ...SWAP_GAS }));
    expect((await balanceOf('usdc', account.address)) - before).toBe(expected);
  });

  it('swaps DAI for USDC once the router may spend the DAI', async () => {
    const account = devnet.accounts[2]!;
    const wallet = signer(account);
    const amountIn = parseUnits('1000', 18);
    const [daiBefore, usdcBefore] = [await balanceOf('dai', account.address), await balanceOf('usdc', account.address)];
    const expected = await quote(amountIn, 'dai', 'usdc');
    expect(Number(formatUnits(expected, 6))).toBeGreaterThan(990);

    await mined(new Contract(addressOf('dai'), ERC20, wallet).getFunction('approve')(devnet.dex.router, amountIn));
    const swap = router(wallet).getFunction('swapExactTokensForTokens');
    await mined(swap(amountIn, expected, path('dai', 'usdc'), account.address, MaxUint256, SWAP_GAS));
    expect(daiBefore - (await balanceOf('dai', account.address))).toBe(amountIn);
    expect((await balanceOf('usdc', account.address)) - usdcBefore).toBe(expected);
  });
});

describe('router init-code hash', () => {
  const pairBytecode = uniswapArtifact('UniswapV2Pair').bytecode;

  it('is, in the deployed router, the hash of the pair bytecode the factory deploys', async () => {
    expect(await provider.getCode(devnet.dex.router)).toContain(keccak256(pairBytecode).slice(2));
  });

  it('is replaced in the router bytecode when the pair bytecode differs', () => {
    const router = uniswapArtifact('UniswapV2Router02').bytecode;
    const otherPair = `${pairBytecode}00`;
    const patched = routerBytecodeFor(router, otherPair);
    expect(patched).toContain(keccak256(otherPair).slice(2));
    expect(patched).not.toContain(ROUTER_PAIR_INIT_CODE_HASH.slice(2));
    expect(patched).toHaveLength(router.length);
    expect(() => routerBytecodeFor('0x6080', pairBytecode)).toThrow('found it 0 times');
  });
});
