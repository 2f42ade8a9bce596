// Convert over the devnet's Uniswap V2: tokens, quotes equal to the router's, allowance, gas
// price, and built approve + swap transactions that really swap when a dev key sends them.
import {
  allowanceResponseSchema,
  apiRequest,
  buildTransactionResponseSchema,
  gasPriceResponseSchema,
  historyResponseSchema,
  quotesResponseSchema,
  supportedChainsResponseSchema,
  swapTokensResponseSchema,
} from '@latch/core/api';
import { mined, uniswapArtifact } from '@latch/devnet';
import { Contract, MaxUint256, parseEther, parseUnits, type NonceManager } from 'ethers';
import { NATIVE_TOKEN_ADDRESS } from '../src/index.js';
import { CHAIN, useWorld } from './chainHelpers.js';
import { fetchJson, urlOf, type Query } from './helpers.js';

const world = useWorld();
const id = (address: string) => `${CHAIN}:${address}`;
const ETH = id(NATIVE_TOKEN_ADDRESS);
const usdc = () => id(world().devnet.tokens.usdc.address);
const dai = () => id(world().devnet.tokens.dai.address);
const user = (index: number) => id(world().devnet.accounts[index]!.address);
const get = <T>(path: string, query: Query, schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } }, empty: T) =>
  apiRequest(world().api, { path, query: query as Record<string, string>, schema, empty });
const routerQuote = async (amount: bigint, path: string[]) =>
  ((await new Contract(world().devnet.dex.router, uniswapArtifact('UniswapV2Router02').abi, world().provider).getFunction('getAmountsOut')(amount, path)) as bigint[]).at(-1)!;
const build = (body: object) => apiRequest(world().api, { method: 'POST', path: '/v1/convert/build-transaction', body, schema: buildTransactionResponseSchema, empty: { tx: { from: '', to: '', data: '', value: '' } } });

async function send(signer: NonceManager, tx: { to: string; data: string; value: string; eip155?: { gas?: string } }) {
  const receipt = await mined(signer.sendTransaction({ to: tx.to, data: tx.data, value: BigInt(tx.value), gasLimit: tx.eip155?.gas ? BigInt(tx.eip155.gas) : undefined }));
  expect(receipt.status).toBe(1);
}

describe('/v1/convert/tokens and gas-price', () => {
  it('offers native ETH and the known ERC-20s as CAIP-10 ids, nothing on another chain', async () => {
    const { tokens } = await get('/v1/convert/tokens', { chainId: CHAIN }, swapTokensResponseSchema, { tokens: [] });
    expect(tokens.map((t) => [t.symbol, t.address, t.decimals])).toEqual([
      ['ETH', ETH, 18],
      ['USDC', usdc(), 6],
      ['DAI', dai(), 18],
      ['WETH', id(world().devnet.dex.weth), 18],
    ]);
    expect(tokens[1]!.logoUri).toContain('/public/getTokenImage/USDC');
    expect(await get('/v1/convert/tokens', { chainId: 'eip155:1' }, swapTokensResponseSchema, { tokens: [] })).toEqual({ tokens: [] });
  });

  it("answers the node's gas price, faster tiers above it", async () => {
    const prices = await get('/v1/convert/gas-price', { chainId: CHAIN }, gasPriceResponseSchema, { standard: '', fast: '', instant: '' });
    const node = (await world().provider.getFeeData()).gasPrice!;
    expect(BigInt(prices.standard)).toBe(node);
    expect(BigInt(prices.fast)).toBe((node * 125n) / 100n);
    expect(BigInt(prices.instant)).toBe((node * 150n) / 100n);
  });
});

describe('/v1/supported-chains and input checks', () => {
  it('lists the devnet', async () => {
    const answer = await fetchJson(urlOf(world().services.url, '/v1/supported-chains'));
    expect(supportedChainsResponseSchema.parse(answer.body)).toEqual({ http: [CHAIN], ws: [] });
  });

  it('answers the largest allowance for the native currency', async () => {
    const answer = await get('/v1/convert/allowance', { tokenAddress: ETH, userAddress: user(1) }, allowanceResponseSchema, { allowance: '' });
    expect(answer).toEqual({ allowance: MaxUint256.toString(), spender: world().devnet.dex.router });
  });

  it.each([
    ['/v1/convert/tokens', { chainId: '31337' }, 'chainId: must be a CAIP-2 chain id'],
    ['/v1/convert/tokens', {}, 'chainId'],
    ['/v1/convert/gas-price', { chainId: 'eip155' }, 'chainId: must be a CAIP-2 chain id'],
    ['/v1/convert/allowance', { tokenAddress: `${CHAIN}:0x0000000000000000000000000000000000000001`, userAddress: `${CHAIN}:0x0000000000000000000000000000000000000002` }, 'tokenAddress is not a token offered'],
    ['/v1/convert/allowance', { tokenAddress: ETH, userAddress: 'me' }, 'userAddress: must be an address'],
    ['/v1/convert/build-approve', { userAddress: `${CHAIN}:0x0000000000000000000000000000000000000002`, from: ETH, to: 'usdc' }, 'to: must be an address'],
  ])('%s refuses %j with 400', async (path, query, message) => {
    const answer = await fetchJson(urlOf(world().services.url, path, query));
    expect(answer.status).toBe(400);
    expect((answer.body as { message: string }).message).toContain(message);
  });
});

describe('/v1/convert/quotes', () => {
  it('equals the router for ETH to USDC, USDC to ETH and USDC to DAI', async () => {
    const { devnet } = world();
    const cases: [string, string, bigint, string[]][] = [
      [ETH, usdc(), parseEther('1'), [devnet.dex.weth, devnet.tokens.usdc.address]],
      [usdc(), ETH, parseUnits('500', 6), [devnet.tokens.usdc.address, devnet.dex.weth]],
      [usdc(), dai(), parseUnits('250', 6), [devnet.tokens.usdc.address, devnet.tokens.dai.address]],
    ];
    for (const [from, to, amount, path] of cases) {
      const { quotes } = await get('/v1/convert/quotes', { amount: amount.toString(), userAddress: user(1), from, to, gasPrice: '1' }, quotesResponseSchema, { quotes: [] });
      expect(quotes).toEqual([{ fromAmount: amount.toString(), toAmount: (await routerQuote(amount, path)).toString() }]);
    }
  });

  it.each([
    [{ amount: '0' }, 'amount: must be more than 0'],
    [{ amount: '1.5' }, 'amount: must be an amount in base units'],
    [{ from: 'eip155:1:0x0000000000000000000000000000000000000001' }, 'from and to must be on one chain'],
    [{ to: `${CHAIN}:0x0000000000000000000000000000000000000001` }, 'to is not a token offered'],
    [{ to: ETH }, 'from and to must be two different tokens'],
    [{ userAddress: 'eip155:31337:0x12' }, 'userAddress: must be an address'],
  ])('refuses %j with 400', async (change, message) => {
    const query = { amount: '1000', userAddress: user(1), from: ETH, to: usdc(), ...change };
    const answer = await fetchJson(urlOf(world().services.url, '/v1/convert/quotes', query));
    expect(answer.status).toBe(400);
    expect((answer.body as { message: string }).message).toContain(message);
  });
});

describe('approve and swap', () => {
  it('builds an approval that the allowance then shows, and a USDC to DAI swap that really swaps', async () => {
    const { devnet, balanceOf } = world();
    const me = devnet.accounts[8]!.address;
    const allowance = () => get('/v1/convert/allowance', { tokenAddress: usdc(), userAddress: user(8) }, allowanceResponseSchema, { allowance: '' });
    expect(await allowance()).toEqual({ allowance: '0', spender: devnet.dex.router });
    const amount = parseUnits('100', 6);
    const approve = await get('/v1/convert/build-approve', { userAddress: user(8), from: usdc(), to: dai() }, buildTransactionResponseSchema, { tx: { from: '', to: '', data: '', value: '' } });
    expect(approve.tx).toMatchObject({ from: me, to: devnet.tokens.usdc.address, value: '0', eip155: { gas: expect.stringMatching(/^\d+$/), gasPrice: expect.stringMatching(/^\d+$/) } });
    await send(world().signer(8), approve.tx);
    expect(await allowance()).toEqual({ allowance: MaxUint256.toString(), spender: devnet.dex.router });

    const quoted = await routerQuote(amount, [devnet.tokens.usdc.address, devnet.tokens.dai.address]);
    const { tx } = await build({ amount: amount.toString(), eip155: { slippage: '1' }, projectId: 'latch-demo', from: usdc(), to: dai(), userAddress: user(8) });
    expect(tx.to).toBe(devnet.dex.router);
    const [usdcBefore, daiBefore] = [await balanceOf(devnet.tokens.usdc.address, me), await balanceOf(devnet.tokens.dai.address, me)];
    await send(world().signer(8), tx);
    expect(await balanceOf(devnet.tokens.usdc.address, me)).toBe(usdcBefore - amount);
    const gained = (await balanceOf(devnet.tokens.dai.address, me)) - daiBefore;
    expect(gained).toBe(quoted);

    const { data } = await apiRequest(world().api, { path: `/v1/account/${me}/history`, query: { chainId: CHAIN }, schema: historyResponseSchema, empty: { data: [], next: null } });
    expect(data[0]!.metadata.operationType).toBe('trade');
    expect(data[0]!.transfers.map((t) => [t.direction, t.fungible_info?.symbol, t.quantity.numeric])).toEqual([['out', 'USDC', '100'], ['in', 'DAI', expect.any(String)]]);
  });

  it('swaps native ETH for USDC with the value in the transaction, and USDC back to ETH', async () => {
    const { devnet, balanceOf, provider } = world();
    const me = devnet.accounts[9]!.address;
    const amount = parseEther('0.1');
    const buy = await build({ amount: amount.toString(), eip155: { slippage: '0.5' }, projectId: 'latch-demo', from: ETH, to: usdc(), userAddress: user(9) });
    expect(buy.tx.value).toBe(amount.toString());
    const usdcBefore = await balanceOf(devnet.tokens.usdc.address, me);
    await send(world().signer(9), buy.tx);
    const bought = (await balanceOf(devnet.tokens.usdc.address, me)) - usdcBefore;
    expect(bought).toBeGreaterThan(parseUnits('290', 6));

    await send(world().signer(9), (await get('/v1/convert/build-approve', { userAddress: user(9), from: usdc(), to: ETH, amount: bought.toString() }, buildTransactionResponseSchema, { tx: { from: '', to: '', data: '', value: '' } })).tx);
    const sell = await build({ amount: bought.toString(), projectId: 'latch-demo', from: usdc(), to: ETH, userAddress: user(9) });
    const ethBefore = await provider.getBalance(me);
    await send(world().signer(9), sell.tx);
    expect(await balanceOf(devnet.tokens.usdc.address, me)).toBe(usdcBefore);
    expect(await provider.getBalance(me)).toBeGreaterThan(ethBefore + parseEther('0.09'));
  });

  it('refuses a swap that would fail, a native approval and a chain without a DEX', async () => {
    const unapproved = await fetchJson(urlOf(world().services.url, '/v1/convert/build-transaction'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount: '1000000', eip155: { slippage: '1' }, projectId: 'latch-demo', from: dai(), to: usdc(), userAddress: user(2) }),
    });
    expect(unapproved.status).toBe(400);
    expect((unapproved.body as { message: string }).message).toMatch(/^The swap would fail/);
    const native = await fetchJson(urlOf(world().services.url, '/v1/convert/build-approve', { userAddress: user(2), from: ETH, to: usdc() }));
    expect((native.body as { message: string }).message).toContain('needs no approval');
    const elsewhere = await fetchJson(urlOf(world().services.url, '/v1/convert/build-approve', { userAddress: 'eip155:1:0x0000000000000000000000000000000000000002', from: 'eip155:1:0x0000000000000000000000000000000000000001', to: `eip155:1:${NATIVE_TOKEN_ADDRESS}` }));
    expect(elsewhere.body).toEqual({ message: 'Network not supported for Swaps' });
    const slippage = await fetchJson(urlOf(world().services.url, '/v1/convert/build-transaction'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ amount: '1', eip155: { slippage: '60' }, from: ETH, to: usdc(), userAddress: user(2) }) });
    expect((slippage.body as { message: string }).message).toContain('eip155.slippage: must be at most 50');
  });
});
