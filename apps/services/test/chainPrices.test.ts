// Token prices from the chain: Uniswap V2 reserves against the devnet's USDC (native ETH through
// WETH), kept 30 s on the services' clock, and the chains file's fixed price only as its fallback.
import { apiRequest, balanceResponseSchema, fungiblePriceResponseSchema } from '@latch/core/api';
import { freshProvider, liquidityProviderAccount, mined, startDevnet, uniswapArtifact, type Devnet } from '@latch/devnet';
import { Contract, formatUnits, MaxUint256, NonceManager, parseEther, Wallet, type JsonRpcProvider } from 'ethers';
import { chainConfigFromDevnet, createServices, NATIVE_TOKEN_ADDRESS, parseChains, PRICE_CACHE_MS, type ChainConfig, type Services } from '../src/index.js';
import { CHAIN } from './chainHelpers.js';
import { servicesTestDatabase, type TestDatabase } from './database.js';
import { CALL, callJson } from './helpers.js';

const PAIR = ['function getReserves() view returns (uint112, uint112, uint32)', 'function token0() view returns (address)'];

let devnet: Devnet;
let provider: JsonRpcProvider;
let clock = Date.now();
const started: { services: Services; database: TestDatabase }[] = [];

/** Services over the devnet whose chain prices from its pools, with two tokens no pool prices: one without a pair, one whose pair is empty. */
async function servicesPricing(prices: ChainConfig['prices']): Promise<Services> {
  // A treasury key puts the chain on sale in the onramp, which quotes from the same prices.
  const chain = chainConfigFromDevnet(devnet, { treasuryKey: liquidityProviderAccount().privateKey });
  const unpriced = [
    { address: devnet.dex.pairs.usdcDai, symbol: 'NOPAIR', name: 'A token without a pair', decimals: 18, usdPrice: 5 },
    { address: devnet.dex.pairs.daiWeth, symbol: 'EMPTY', name: 'A token whose pair is empty', decimals: 18, usdPrice: 7 },
  ];
  const database = await servicesTestDatabase();
  const services = await createServices({ port: 0, database: database.config, chains: [{ ...chain, tokens: [...chain.tokens!, ...unpriced], prices }], now: () => clock });
  started.push({ services, database });
  return services;
}

let fromPools: Services;
let withFallback: Services;
beforeAll(async () => {
  devnet = await startDevnet({ port: 0 });
  provider = freshProvider(devnet.rpcUrl);
  const factory = new Contract(devnet.dex.factory, uniswapArtifact('UniswapV2Factory').abi, new Wallet(liquidityProviderAccount().privateKey, provider));
  await mined(factory.getFunction('createPair')(devnet.dex.pairs.daiWeth, devnet.tokens.usdc.address));
  fromPools = await servicesPricing({ kind: 'uniswapV2', quote: devnet.tokens.usdc.address });
  withFallback = await servicesPricing({ kind: 'uniswapV2', quote: devnet.tokens.usdc.address, fallback: 'fixed' });
}, 60_000);
afterAll(async () => {
  for (const { services, database } of started) {
    await services.stop();
    await database.drop();
  }
  provider?.destroy();
  await devnet?.stop();
});

const api = (services: Services) => ({ baseUrl: services.url, projectId: CALL.projectId, sdkType: CALL.st, sdkVersion: CALL.sv });
async function pricesFrom(services: Services, tokens: string[]): Promise<Record<string, number>> {
  const addresses = tokens.map((token) => `${CHAIN}:${token}`);
  const { fungibles } = await apiRequest(api(services), { method: 'POST', path: '/v1/fungible/price', body: { currency: 'usd', addresses, projectId: CALL.projectId }, schema: fungiblePriceResponseSchema, empty: { fungibles: [] } });
  return Object.fromEntries(fungibles.map(({ symbol, price }) => [symbol, price]));
}

/** What one `base` is worth in `quote` by the pair's reserves, read here independently of the services. */
async function reservePrice(pair: string, base: { address: string; decimals: number }, quoteDecimals: number): Promise<number> {
  const contract = new Contract(pair, PAIR, provider);
  const [[reserve0, reserve1], token0] = (await Promise.all([contract.getFunction('getReserves')(), contract.getFunction('token0')()])) as [[bigint, bigint], string];
  const [baseReserve, quoteReserve] = token0.toLowerCase() === base.address.toLowerCase() ? [reserve0, reserve1] : [reserve1, reserve0];
  return Number(formatUnits(quoteReserve, quoteDecimals)) / Number(formatUnits(baseReserve, base.decimals));
}
const ethPrice = () => reservePrice(devnet.dex.pairs.usdcWeth, { address: devnet.dex.weth, decimals: 18 }, 6);

describe('prices from Uniswap V2 reserves', () => {
  it('prices native ETH through WETH, each token from its pair with USDC, and USDC at 1', async () => {
    const { usdc, dai } = devnet.tokens;
    const prices = await pricesFrom(fromPools, [NATIVE_TOKEN_ADDRESS, usdc.address, dai.address, devnet.dex.weth]);
    expect(prices.USDC).toBe(1);
    expect(prices.ETH).toBeCloseTo(await ethPrice(), 9);
    expect(prices.WETH).toBe(prices.ETH);
    expect(prices.DAI).toBeCloseTo(await reservePrice(devnet.dex.pairs.usdcDai, dai, 6), 9);
    // The pools were opened at the devnet's table (3000 and 1): decimals are right if the reserves say so.
    expect(prices.ETH).toBeGreaterThan(2900);
    expect(prices.DAI).toBeGreaterThan(0.9);
  });

  it('moves when the reserves move, once PRICE_CACHE_MS has passed on the services\' clock', async () => {
    const before = (await pricesFrom(fromPools, [NATIVE_TOKEN_ADDRESS])).ETH!;
    const trader = new NonceManager(new Wallet(devnet.accounts[8]!.privateKey, provider));
    const router = new Contract(devnet.dex.router, uniswapArtifact('UniswapV2Router02').abi, trader);
    await mined(router.getFunction('swapExactETHForTokens')(0, [devnet.dex.weth, devnet.tokens.usdc.address], devnet.accounts[8]!.address, MaxUint256, { value: parseEther('20') }));
    const moved = await ethPrice();
    expect(moved).toBeLessThan(before * 0.9);

    expect((await pricesFrom(fromPools, [NATIVE_TOKEN_ADDRESS])).ETH).toBe(before);
    clock += PRICE_CACHE_MS - 1;
    expect((await pricesFrom(fromPools, [NATIVE_TOKEN_ADDRESS])).ETH).toBe(before);
    clock += 1;
    expect((await pricesFrom(fromPools, [NATIVE_TOKEN_ADDRESS])).ETH).toBeCloseTo(moved, 9);
    const { balances } = await apiRequest(api(fromPools), { path: `/v1/account/${devnet.accounts[8]!.address}/balance`, query: { currency: 'usd', chainId: CHAIN }, schema: balanceResponseSchema, empty: { balances: [] } });
    expect(balances.find((balance) => balance.symbol === 'ETH')!.price).toBeCloseTo(moved, 9);
  });

  it('gives no price for a token without a pair or with an empty one, and the fixed price only where the chains file names it as fallback', async () => {
    const tokens = [devnet.dex.pairs.usdcDai, devnet.dex.pairs.daiWeth, NATIVE_TOKEN_ADDRESS];
    const none = await pricesFrom(fromPools, tokens);
    expect(Object.keys(none)).toEqual(['ETH']);
    const fallback = await pricesFrom(withFallback, tokens);
    expect(fallback).toEqual({ NOPAIR: 5, EMPTY: 7, ETH: expect.closeTo(await ethPrice(), 9) });
    expect(fallback.ETH).not.toBe(3000);
  });
});

describe('the price source in the chains file', () => {
  const chain = (prices: unknown, extra: object = {}) => JSON.stringify([{ id: 'eip155:1', rpcUrl: 'http://127.0.0.1:8545', nativeCurrency: { symbol: 'ETH', decimals: 18, usdPrice: 0 }, prices, ...extra }]);
  const usdc = { address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', symbol: 'USDC', name: 'USD Coin', decimals: 6, usdPrice: 1 };
  const dex = { router: '0x4752ba5DBc23f44D87826276BF6Fd6b1C372aD24', factory: '0x8909Dc15e40173Ff4699343b6eB8132c65e18eC6', weth: '0x4200000000000000000000000000000000000006' };

  it('takes Uniswap V2 over the chain\'s DEX against one of its tokens, or fixed prices', () => {
    expect(parseChains(chain({ kind: 'uniswapV2', quote: usdc.address, fallback: 'fixed' }, { tokens: [usdc], dex })).chains[0]!.prices).toEqual({ kind: 'uniswapV2', quote: usdc.address, fallback: 'fixed' });
    expect(parseChains(chain({ kind: 'fixed' })).chains[0]!.prices).toEqual({ kind: 'fixed' });
  });

  it.each([
    ['without a DEX', { kind: 'uniswapV2', quote: usdc.address }, { tokens: [usdc] }, /\[0\]\.prices: uniswapV2 prices need the chain's dex/],
    ['with a quote that is not a token of the chain', { kind: 'uniswapV2', quote: dex.weth }, { tokens: [usdc], dex }, /\[0\]\.prices\.quote: must be one of the chain's tokens/],
    ['of another kind', { kind: 'oracle' }, {}, /\[0\]\.prices\.kind/],
  ])('refuses Uniswap V2 prices %s', (_, prices, extra, message) => {
    expect(() => parseChains(chain(prices, extra))).toThrow(message);
  });
});

describe('the onramp quotes from the same prices', () => {
  let inDai: Services;
  let unpricedQuote: Services;
  beforeAll(async () => {
    // USDC bought for DAI's pool moves its price off the 1 DAI the pool opened at.
    const trader = new Wallet(devnet.accounts[7]!.privateKey, provider);
    const router = new Contract(devnet.dex.router, uniswapArtifact('UniswapV2Router02').abi, trader);
    const path = [devnet.dex.weth, devnet.tokens.dai.address, devnet.tokens.usdc.address];
    await mined(router.getFunction('swapExactETHForTokens')(0, path, trader.address, MaxUint256, { value: parseEther('20') }));
    inDai = await servicesPricing({ kind: 'uniswapV2', quote: devnet.tokens.dai.address });
    // The quote token is a pair's address: no pool prices anything against it.
    unpricedQuote = await servicesPricing({ kind: 'uniswapV2', quote: devnet.dex.pairs.usdcDai });
  }, 60_000);
  const quote = (services: Services) => callJson(services.url, 'POST', '/v1/onramp/quote', { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '100', network: 'devnet' });

  it('sells USDC at its pool price where the chain prices in another token', async () => {
    const answer = await quote(inDai);
    expect(answer.status).toBe(200);
    const { purchaseAmount } = answer.body as { purchaseAmount: { amount: string } };
    const usdcInDai = await reservePrice(devnet.dex.pairs.usdcDai, devnet.tokens.usdc, 18);
    // 98.90 USD after fees, at the pool's price rather than the chains file's fixed 1.
    expect(usdcInDai).toBeGreaterThan(1.01);
    expect(Number(purchaseAmount.amount)).toBeCloseTo(98.9 / usdcInDai, 5);
  });

  it('answers 503 with Retry-After when the source has no price, never a quote at a guess', async () => {
    const answer = await quote(unpricedQuote);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('30');
    expect(answer.body).toEqual({ message: 'The onramp cannot price USDC on devnet right now: try again in 30 seconds' });
  });
});
