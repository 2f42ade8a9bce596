// /v1/account/{address}/balance and /v1/fungible/price, read from the devnet and the price table.
import { apiRequest, balanceResponseSchema, fungiblePriceResponseSchema } from '@latch/core/api';
import { mined } from '@latch/devnet';
import { Contract, Wallet, parseEther, parseUnits } from 'ethers';
import { NATIVE_TOKEN_ADDRESS } from '../src/index.js';
import { CHAIN, useWorld } from './chainHelpers.js';
import { fetchJson, urlOf } from './helpers.js';

const world = useWorld();
const balances = (address: string, chainId = CHAIN) =>
  apiRequest(world().api, { path: `/v1/account/${address}/balance`, query: { currency: 'usd', chainId }, schema: balanceResponseSchema, empty: { balances: [] } });

describe('/v1/account/{address}/balance', () => {
  it('answers native ETH and the tokens a dev account holds, with prices and USD values', async () => {
    const { devnet } = world();
    const { balances: list } = await balances(devnet.accounts[3]!.address);
    const native = await world().provider.getBalance(devnet.accounts[3]!.address);
    expect(list.map((b) => b.symbol)).toEqual(['ETH', 'USDC', 'DAI']);
    expect(list[0]).toMatchObject({ name: 'Ether', chainId: CHAIN, price: 3000, quantity: { decimals: '18' } });
    expect(list[0]!.address).toBeUndefined();
    expect(parseEther(list[0]!.quantity.numeric)).toBe(native);
    expect(list[1]).toMatchObject({ name: 'USD Coin (Devnet)', address: devnet.tokens.usdc.address, price: 1, value: 1_000_000, quantity: { decimals: '6', numeric: '1000000' } });
    expect(list[1]!.iconUrl).toMatch(/\/public\/getTokenImage\/USDC\?projectId=latch-demo/);
    expect((await fetch(list[1]!.iconUrl)).status).toBe(200);
  });

  it('follows the chain: a transfer changes the next answer at once', async () => {
    const { devnet } = world();
    const fresh = Wallet.createRandom().address;
    expect((await balances(fresh)).balances).toEqual([expect.objectContaining({ symbol: 'ETH', value: 0, quantity: { decimals: '18', numeric: '0' } })]);
    const usdc = new Contract(devnet.tokens.usdc.address, ['function transfer(address,uint256) returns (bool)'], world().signer(4));
    await mined(usdc.getFunction('transfer')(fresh, parseUnits('12.5', 6)));
    const after = await balances(fresh);
    expect(after.balances.map((b) => [b.symbol, b.quantity.numeric, b.value])).toEqual([['ETH', '0', 0], ['USDC', '12.5', 12.5]]);
  });

  it('reads a CAIP-10 account and answers nothing for a chain it does not serve', async () => {
    const address = world().devnet.accounts[3]!.address;
    expect((await balances(`${CHAIN}:${address}`)).balances).toHaveLength(3);
    expect((await balances(address, 'eip155:1')).balances).toEqual([]);
  });

  it.each([
    ['/v1/account/0x123/balance', { chainId: CHAIN }, 'address'],
    [`/v1/account/${NATIVE_TOKEN_ADDRESS}/balance`, { chainId: 'ethereum' }, 'chainId'],
    [`/v1/account/${NATIVE_TOKEN_ADDRESS}/balance`, { chainId: CHAIN, currency: 'eur' }, 'currency: must be usd'],
  ])('refuses %s %j with 400 naming the field', async (path, query, field) => {
    const answer = await fetchJson(urlOf(world().services.url, path, query));
    expect(answer.status).toBe(400);
    expect((answer.body as { message: string }).message).toContain(field);
  });
});

describe('/v1/fungible/price', () => {
  const prices = (addresses: string[]) =>
    apiRequest(world().api, { method: 'POST', path: '/v1/fungible/price', body: { currency: 'usd', addresses, projectId: 'latch-demo' }, schema: fungiblePriceResponseSchema, empty: { fungibles: [] } });

  it('prices CAIP-10 and plain addresses from the table, native included, unknown ones left out', async () => {
    const { devnet } = world();
    const { fungibles } = await prices([`${CHAIN}:${devnet.tokens.dai.address}`, devnet.tokens.usdc.address.toLowerCase(), `${CHAIN}:${NATIVE_TOKEN_ADDRESS}`, `${CHAIN}:${Wallet.createRandom().address}`]);
    expect(fungibles.map(({ symbol, price, name }) => ({ symbol, price, name }))).toEqual([
      { symbol: 'DAI', price: 1, name: 'Dai Stablecoin (Devnet)' },
      { symbol: 'USDC', price: 1, name: 'USD Coin (Devnet)' },
      { symbol: 'ETH', price: 3000, name: 'Ether' },
    ]);
    expect((await prices([`eip155:1:${devnet.tokens.dai.address}`])).fungibles).toEqual([]);
  });

  it.each([
    [{ currency: 'eur', addresses: [], projectId: 'latch-demo' }, 'currency'],
    [{ currency: 'usd', addresses: ['nope'], projectId: 'latch-demo' }, 'addresses.0'],
    [{ currency: 'usd', addresses: [], projectId: 'other' }, 'projectId'],
    [{ currency: 'usd', projectId: 'latch-demo' }, 'addresses'],
  ])('refuses %j with 400', async (body, field) => {
    const answer = await fetchJson(urlOf(world().services.url, '/v1/fungible/price'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(answer.status).toBe(400);
    expect((answer.body as { message: string }).message).toContain(field);
  });
});
