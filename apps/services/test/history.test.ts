// /v1/account/{account}/history: native and ERC-20 transfers indexed from the devnet, newest
// first, 20 a page, as core's transactionSchema.
import { apiRequest, historyResponseSchema, type Transaction } from '@latch/core/api';
import { mined } from '@latch/devnet';
import { Contract, parseEther, parseUnits, Wallet, type BaseWallet } from 'ethers';
import { CHAIN, ERC20_ABI, useWorld } from './chainHelpers.js';
import { fetchJson, urlOf } from './helpers.js';

const world = useWorld();
const history = (account: string, query: { cursor?: string; chainId?: string } = { chainId: CHAIN }) =>
  apiRequest(world().api, { path: `/v1/account/${account}/history`, query, schema: historyResponseSchema, empty: { data: [], next: null } });

let owner: BaseWallet;
let friend: string;
beforeAll(async () => {
  const { devnet, provider } = world();
  owner = Wallet.createRandom().connect(provider);
  friend = devnet.accounts[6]!.address;
  const payer = world().signer(5);
  const usdc = new Contract(devnet.tokens.usdc.address, ERC20_ABI, payer);
  let last = await payer.sendTransaction({ to: owner.address, value: parseEther('1') });
  for (let i = 1; i <= 22; i++) last = await usdc.getFunction('transfer')(owner.address, parseUnits(String(i), 6));
  await mined(last);
  const own = new Contract(devnet.tokens.usdc.address, ERC20_ABI, owner);
  await mined(own.getFunction('transfer')(friend, parseUnits('0.25', 6)));
}, 60_000);

describe('/v1/account/{account}/history', () => {
  it('pages 24 transactions newest first, 20 then 4, each once', async () => {
    const first = await history(owner.address);
    expect(first.data).toHaveLength(20);
    expect(first.next).toEqual(expect.any(String));
    const second = await history(owner.address, { chainId: CHAIN, cursor: first.next! });
    expect(second.data).toHaveLength(4);
    expect(second.next).toBeNull();
    const all = [...first.data, ...second.data];
    expect(new Set(all.map((tx) => tx.id)).size).toBe(24);
    const times = all.map((tx) => Date.parse(tx.metadata.minedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('shapes a send, an ERC-20 receive and a native receive as the client reads them', async () => {
    const { devnet } = world();
    const { data } = await history(owner.address);
    const [send, receive] = data as [Transaction, Transaction];
    expect(send.metadata).toMatchObject({ chain: CHAIN, operationType: 'send', status: 'confirmed', sentFrom: owner.address, sentTo: friend, hash: send.id });
    expect(send.transfers).toEqual([{ direction: 'out', quantity: { numeric: '0.25' }, fungible_info: { name: 'USD Coin (Devnet)', symbol: 'USDC', icon: { url: expect.stringContaining('/public/getTokenImage/USDC?') } } }]);
    expect(receive.metadata).toMatchObject({ operationType: 'receive', sentFrom: devnet.accounts[5]!.address, sentTo: owner.address });
    expect(receive.transfers[0]).toMatchObject({ direction: 'in', quantity: { numeric: '22' } });
    const oldest = (await history(owner.address, { chainId: CHAIN, cursor: (await history(owner.address)).next! })).data.at(-1)!;
    expect(oldest.metadata.operationType).toBe('receive');
    expect(oldest.transfers).toEqual([expect.objectContaining({ direction: 'in', quantity: { numeric: '1' }, fungible_info: expect.objectContaining({ symbol: 'ETH', name: 'Ether' }) })]);
    expect(Math.abs(Date.parse(oldest.metadata.minedAt) - Date.now())).toBeLessThan(5 * 60_000);
  });

  it('catches up with blocks mined since the last call, and concurrent calls index each transfer once', async () => {
    const before = await history(friend);
    const payer = world().signer(7);
    await mined(payer.sendTransaction({ to: friend, value: parseEther('0.5') }));
    const [a, b] = await Promise.all([history(friend), history(friend)]);
    expect(a).toEqual(b);
    expect(a.data[0]).toMatchObject({ metadata: { operationType: 'receive', sentFrom: world().devnet.accounts[7]!.address }, transfers: [{ direction: 'in', quantity: { numeric: '0.5' } }] });
    expect(a.data[1]?.id).toBe(before.data[0]?.id);
  });

  it('reads a CAIP-10 account, and answers nothing on a chain it does not serve or for an account without transfers', async () => {
    expect((await history(`${CHAIN}:${owner.address}`, {})).data).toHaveLength(20);
    expect(await history(owner.address, { chainId: 'eip155:1' })).toEqual({ data: [], next: null });
    expect(await history(Wallet.createRandom().address)).toEqual({ data: [], next: null });
  });

  it.each([
    [{ cursor: 'not a cursor' }, 'cursor: must be the next cursor of a previous page'],
    [{ cursor: Buffer.from('[1,2]').toString('base64url') }, 'cursor: must be the next cursor of a previous page'],
    [{ chainId: '31337' }, 'chainId: must be a CAIP-2 chain id'],
  ])('refuses %j with 400', async (query, message) => {
    const answer = await fetchJson(urlOf(world().services.url, `/v1/account/${owner.address}/history`, query));
    expect(answer.status).toBe(400);
    expect((answer.body as { message: string }).message).toContain(message);
  });

  it('refuses an account that is not an address', async () => {
    const answer = await fetchJson(urlOf(world().services.url, '/v1/account/0x1234/history', { chainId: CHAIN }));
    expect(answer.status).toBe(400);
    expect((answer.body as { message: string }).message).toContain('account');
  });

  it('reads a chain again when it no longer has the block last indexed (a devnet restarted, a reorganisation)', async () => {
    const { provider } = world();
    const someone = Wallet.createRandom().address;
    const snapshot = await provider.send('evm_snapshot', []);
    await mined(world().signer(2).sendTransaction({ to: someone, value: parseEther('3') }));
    expect((await history(someone)).data.map((tx) => tx.transfers[0]!.quantity.numeric)).toEqual(['3']);
    expect(await provider.send('evm_revert', [snapshot])).toBe(true);
    await mined(world().signer(2).sendTransaction({ to: someone, value: parseEther('4') }));
    expect((await history(someone)).data.map((tx) => tx.transfers[0]!.quantity.numeric)).toEqual(['4']);
    expect((await history(owner.address)).data).toHaveLength(20);
  });
});
