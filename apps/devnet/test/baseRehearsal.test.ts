import { Contract, formatUnits, keccak256, MaxUint256, NonceManager, parseEther, Wallet, type JsonRpcProvider } from 'ethers';
import {
  BASE_ADDRESSES,
  BASE_USDC,
  ENTRY_POINT_ADDRESS,
  freshProvider,
  liquidityProviderAccount,
  mined,
  placeAtCanonicalAddress,
  rpcCall,
  startBaseRehearsal,
  uniswapArtifact,
  type BaseRehearsal,
} from '../src/index.js';

const ERC20 = [
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
  'function totalSupply() view returns (uint256)',
  'function balanceOf(address) view returns (uint256)',
];
// A pair writes its price accumulators only in a block's first swap: a fixed, ample limit keeps the swap independent of block timing.
const SWAP_GAS = { gasLimit: 300_000n };
/** Solidity's storage of a string under 32 bytes: its bytes, left-aligned, and twice its length in the last byte. */
const shortString = (text: string) => `0x${Buffer.from(text).toString('hex').padEnd(62, '0')}${(text.length * 2).toString(16).padStart(2, '0')}`;

let chain: BaseRehearsal;
let provider: JsonRpcProvider;
beforeAll(async () => {
  chain = await startBaseRehearsal({ port: 0, bundlerPort: 0 });
  provider = freshProvider(chain.rpcUrl);
}, 60_000);
afterAll(async () => {
  provider?.destroy();
  await chain?.stop();
});

const contract = (address: string, abi: ConstructorParameters<typeof Contract>[1]) => new Contract(address, abi, provider);
const read = <T>(target: Contract, name: string, ...args: unknown[]) => target.getFunction(name)(...args) as Promise<T>;

describe('the Base rehearsal chain', () => {
  it('is an anvil on 127.0.0.1 with chain id 8453', async () => {
    expect(chain.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(chain.chainId).toBe(8453);
    expect((await provider.getNetwork()).chainId).toBe(8453n);
  });

  it('names Base mainnet addresses, not addresses of its own', () => {
    expect(chain.tokens.usdc).toEqual({ address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', name: 'USD Coin', symbol: 'USDC', decimals: 6 });
    expect(chain.dex).toEqual({
      weth: '0x4200000000000000000000000000000000000006',
      factory: '0x8909Dc15e40173Ff4699343b6eB8132c65e18eC6',
      router: '0x4752ba5DBc23f44D87826276BF6Fd6b1C372aD24',
      pairs: { usdcWeth: '0x88A43bbDF9D098eEC7bCEda4e2494615dfD9bB9C' },
    });
    expect(chain.accountAbstraction.entryPoint).toBe(ENTRY_POINT_ADDRESS);
  });

  it('has WETH9 at its predeploy address, with its names in storage slots 0 and 1', async () => {
    const weth = contract(BASE_ADDRESSES.weth, uniswapArtifact('WETH9').abi);
    expect([await read(weth, 'name'), await read(weth, 'symbol'), await read(weth, 'decimals')]).toEqual(['Wrapped Ether', 'WETH', 18n]);
    expect(await provider.getStorage(BASE_ADDRESSES.weth, 0)).toBe(shortString('Wrapped Ether'));
    expect(await provider.getStorage(BASE_ADDRESSES.weth, 1)).toBe(shortString('WETH'));
  });

  it('has USDC at its Base address, every dev account and the liquidity provider funded as on the devnet', async () => {
    const usdc = contract(BASE_ADDRESSES.usdc, ERC20);
    expect([await read(usdc, 'name'), await read(usdc, 'symbol'), await read(usdc, 'decimals')]).toEqual([BASE_USDC.name, BASE_USDC.symbol, 6n]);
    const holders = chain.accounts.length + 1;
    expect(formatUnits(await read<bigint>(usdc, 'totalSupply'), 6)).toBe(`${holders * 1_000_000}.0`);
    // Balance mappings live in hashed slots: these were copied from the scratch deployment too.
    for (const account of chain.accounts) expect(formatUnits(await read<bigint>(usdc, 'balanceOf', account.address), 6)).toBe('1000000.0');
  });

  it('has the Uniswap V2 factory and router at their Base addresses, the router built for them', async () => {
    const factory = contract(BASE_ADDRESSES.uniswapV2Factory, uniswapArtifact('UniswapV2Factory').abi);
    const router = contract(BASE_ADDRESSES.uniswapV2Router, uniswapArtifact('UniswapV2Router02').abi);
    expect(await read(factory, 'feeToSetter')).toBe(liquidityProviderAccount().address);
    expect(await read(factory, 'allPairsLength')).toBe(1n);
    expect(await read(factory, 'getPair', BASE_ADDRESSES.weth, BASE_ADDRESSES.usdc)).toBe(BASE_ADDRESSES.usdcWethPair);
    expect([await read(router, 'factory'), await read(router, 'WETH')]).toEqual([BASE_ADDRESSES.uniswapV2Factory, BASE_ADDRESSES.weth]);
    expect(await provider.getCode(BASE_ADDRESSES.uniswapV2Router)).toContain(keccak256(uniswapArtifact('UniswapV2Pair').bytecode).slice(2));
  });

  it('prices ETH and WETH at 3000 USD and USDC at 1, and seeds the pool at those prices', async () => {
    expect(chain.prices[BASE_ADDRESSES.weth.toLowerCase()]).toEqual({ symbol: 'WETH', decimals: 18, usd: 3000 });
    expect(chain.prices[BASE_ADDRESSES.usdc.toLowerCase()]).toEqual({ symbol: 'USDC', decimals: 6, usd: 1 });
    const pair = contract(BASE_ADDRESSES.usdcWethPair, uniswapArtifact('UniswapV2Pair').abi);
    const [reserve0, reserve1] = await read<[bigint, bigint]>(pair, 'getReserves');
    // WETH's address (0x42…) sorts below USDC's (0x83…): token0 is WETH.
    expect(await read(pair, 'token0')).toBe(BASE_ADDRESSES.weth);
    expect([formatUnits(reserve0, 18), formatUnits(reserve1, 6)]).toEqual(['100.0', '300000.0']);
  });

  it('swaps ETH for USDC through the router at its Base address', async () => {
    const account = chain.accounts[3]!;
    const signer = new NonceManager(new Wallet(account.privateKey, provider));
    const router = new Contract(BASE_ADDRESSES.uniswapV2Router, uniswapArtifact('UniswapV2Router02').abi, signer);
    const usdc = contract(BASE_ADDRESSES.usdc, ERC20);
    const path = [BASE_ADDRESSES.weth, BASE_ADDRESSES.usdc];
    const expected = (await read<bigint[]>(router, 'getAmountsOut', parseEther('1'), path))[1]!;
    expect(Number(formatUnits(expected, 6))).toBeGreaterThan(2950);
    expect(Number(formatUnits(expected, 6))).toBeLessThan(3000);

    const before = await read<bigint>(usdc, 'balanceOf', account.address);
    const swap = router.getFunction('swapExactETHForTokens');
    const receipt = await mined(swap(expected, path, account.address, MaxUint256, { value: parseEther('1'), ...SWAP_GAS }));
    expect(receipt?.status).toBe(1);
    expect((await read<bigint>(usdc, 'balanceOf', account.address)) - before).toBe(expected);
  });

  it('has the ERC-4337 EntryPoint and account factory, served by a bundler for chain 8453', async () => {
    expect(await provider.getCode(chain.accountAbstraction.entryPoint)).not.toBe('0x');
    expect(await provider.getCode(chain.accountAbstraction.accountFactory)).not.toBe('0x');
    expect(chain.bundlerUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await rpcCall(chain.bundlerUrl!, 'eth_chainId')).toBe('0x2105');
    expect(await rpcCall(chain.bundlerUrl!, 'eth_supportedEntryPoints')).toEqual([ENTRY_POINT_ADDRESS]);
  });
});

describe('placeAtCanonicalAddress', () => {
  it('refuses an address that already holds a contract', async () => {
    const wallet = new NonceManager(new Wallet(chain.accounts[4]!.privateKey, provider));
    await expect(placeAtCanonicalAddress(wallet, chain.rpcUrl, BASE_ADDRESSES.weth, uniswapArtifact('WETH9'))).rejects.toThrow(
      `${BASE_ADDRESSES.weth} already holds a contract`,
    );
  });
});
