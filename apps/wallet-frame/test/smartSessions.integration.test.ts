/**
 * @jest-environment node
 */
// Smart sessions (ERC-7715) through the frame's RPC router against the real devnet and bundler
// (alto): wallet_grantPermissions is approved once in the frame, which makes the session key and has
// the person's SimpleAccount deploy a session account for it, fund it with the limit and grant the key
// on chain; wallet_sendCalls with the permission's context then goes with no approval, signed by that
// key, from the session account; that account itself refuses what goes beyond the limit (each
// operation's gas counted in it), calls with data, what comes after the expiry or after
// wallet_revokePermissions (which takes what is left back), the person's own account refuses the key
// outright, and the app reads why in words.
import { freshProvider, mined } from '@latch/devnet';
import { Contract, Interface, parseEther, toQuantity, Wallet, type JsonRpcProvider } from 'ethers';
import { PERMISSION_CALL_DATA_NOT_ALLOWED, PERMISSION_EXPIRED, PERMISSION_LIMIT_EXCEEDED, PERMISSION_UNKNOWN, SMART_SESSIONS_OFF } from '../src/messages.js';
import { memoryDeviceKey } from '../src/keys/deviceKey.js';
import { rpcCall } from '../src/rpc/jsonRpc.js';
import { SmartSessions } from '../src/smartAccount/sessions/smartSessions.js';
import { SmartSessionStore } from '../src/smartAccount/sessions/store.js';
import { FrameStorage, MemoryStorage, STORAGE_PREFIX } from '../src/storage.js';
import { refusals, SESSION_OPERATION_GAS, sessionKeyOperation } from './sessionKeyOperation.js';
import { smartAccountRouter } from './smartAccountRouter.js';
import { useSmartAccountWorld } from './smartAccountWorld.js';

const world = useSmartAccountWorld();
let provider: JsonRpcProvider;
beforeAll(() => {
  provider = freshProvider(world.devnet.rpcUrl);
});
afterAll(() => provider?.destroy());

const DAPP = 'http://127.0.0.1:5173';
const SESSION_KEY_INTERFACE = ['function sessions(address key) view returns (uint128 spendLimit, uint128 spent, uint48 validUntil)'];
const ERC20 = new Interface(['function transfer(address to, uint256 amount) returns (bool)', 'function balanceOf(address owner) view returns (uint256)']);

async function frameWithSessions({ enabled = true } = {}) {
  const storage = new MemoryStorage();
  const store = new SmartSessionStore(new FrameStorage(storage), memoryDeviceKey());
  let sessions: SmartSessions | undefined;
  const { networks, smartAccount, prompt, router } = smartAccountRouter({
    rpcUrl: world.nodeUrl(),
    contracts: world.contracts(),
    owner: Wallet.createRandom(),
    smartSessions: { enabled: () => enabled, load: async () => (sessions ??= new SmartSessions({ store, networks })) },
  });
  const address = (await smartAccount).address;
  await rpcCall(world.devnet.rpcUrl, 'anvil_setBalance', [address, toQuantity(parseEther('1'))]);
  const request = (method: string, params: unknown[], origin = DAPP) => router.request({ method, params }, { origin });
  /** The key of the session `context`, opened from the frame's store as only the frame can. */
  const sessionKey = (context: string) => store.privateKey(store.find(context)!);
  /** The account the session `context` lives in, as the frame keeps it. */
  const sessionAccountOf = (context: string) => store.find(context)!.sessionAccount;
  return { address, prompt, request, storage, sessionKey, sessionAccountOf };
}

const latestTime = async () => (await provider.getBlock('latest'))!.timestamp;
const grantRequest = (expiry: number, allowance: bigint) => ({
  chainId: '0x7a69',
  expiry,
  signer: { type: 'wallet' },
  permissions: [{ type: 'native-token-transfer', data: { ticker: 'ETH' }, policies: [{ type: 'token-allowance', data: { allowance: toQuantity(allowance) } }] }],
});
const sendCalls = (from: string, context: string, calls: { to: string; value: string; data?: string }[]) => ({ version: '2.0.0', from, chainId: '0x7a69', atomicRequired: true, calls, capabilities: { permissions: { context } } });

const sessionOnChain = async (address: string, context: string) => {
  const [spendLimit, spent] = (await new Contract(address, SESSION_KEY_INTERFACE, provider).getFunction('sessions')(context)) as [bigint, bigint];
  return { spendLimit, spent };
};
const usdcBalance = async (owner: string) => (await new Contract(world.devnet.tokens.usdc.address, ERC20, provider).getFunction('balanceOf')(owner)) as bigint;
/** What the account holds in all: its balance and its deposit at the EntryPoint (where the unused part of a prefund goes back). */
const fundsOf = async (address: string) => {
  const deposit = new Contract(world.devnet.accountAbstraction.entryPoint, ['function balanceOf(address account) view returns (uint256)'], provider).getFunction('balanceOf');
  return (await provider.getBalance(address)) + ((await deposit(address)) as bigint);
};

async function fundUsdc(owner: string, amount: bigint): Promise<void> {
  const funder = new Wallet(world.devnet.accounts[2]!.privateKey, provider);
  await mined(new Contract(world.devnet.tokens.usdc.address, ERC20, funder).getFunction('transfer')(owner, amount));
}

describe('smart sessions of the embedded smart account on the devnet', () => {
  it('grants once in the frame, sends within the limit with no approval, and the account refuses beyond it', async () => {
    const { address, prompt, request, storage, sessionAccountOf } = await frameWithSessions();
    expect(await request('wallet_getCapabilities', [address])).toEqual({
      '0x7a69': { atomic: { status: 'supported' }, permissions: { supported: true, signerTypes: ['wallet'], permissionTypes: ['native-token-transfer'], policyTypes: ['token-allowance'] } },
    });
    const expiry = (await latestTime()) + 3600;
    const [granted] = (await request('wallet_grantPermissions', [grantRequest(expiry, parseEther('0.3'))])) as { context: string; address: string; expiry: number }[];
    expect(granted).toMatchObject({ address, expiry, chainId: '0x7a69', signer: { type: 'wallet' } });
    expect(granted!.context).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(prompt.shown).toHaveLength(1);
    expect(prompt.shown[0]).toMatchObject({ method: 'wallet_grantPermissions', title: 'Grant a permission', origin: DAPP, network: 'Devnet (eip155:31337)' });
    expect(prompt.shown[0]!.details).toEqual(
      expect.arrayContaining([
        ['Spend limit', '0.3 ETH'],
        ['Expires', new Date(expiry * 1000).toISOString()],
        ['Session key', 'Made and kept by this wallet: the app never gets it'],
      ]),
    );
    expect(prompt.shown[0]!.warnings).toEqual([`Until it expires or you revoke it, ${DAPP} can send up to 0.3 ETH from this account with no approval here`]);
    // On chain: the session account, which the person's account deployed and owns, holds the limit and knows the key, with the limit and expiry the person approved.
    const sessionAccount = sessionAccountOf(granted!.context);
    expect(sessionAccount).not.toBe(address);
    expect(await new Contract(sessionAccount, ['function owner() view returns (address)'], provider).getFunction('owner')()).toBe(address);
    expect(await provider.getBalance(sessionAccount)).toBe(parseEther('0.3'));
    expect(await provider.getBalance(address)).toBeLessThan(parseEther('0.7'));
    const onChain = (await new Contract(sessionAccount, SESSION_KEY_INTERFACE, provider).getFunction('sessions')(granted!.context)) as bigint[];
    expect(onChain).toEqual([parseEther('0.3'), 0n, BigInt(expiry)]);
    // The key lives in the frame origin's storage only, sealed under the device key: no 32-byte key in the clear there or in the answer.
    const kept = storage.getItem(`${STORAGE_PREFIX}smartSessions`)!;
    expect(JSON.parse(kept)[0]).toMatchObject({ context: granted!.context, origin: DAPP, account: address, sessionAccount, sealedKey: expect.stringMatching(/^[A-Za-z0-9_-]{60,}$/) });
    expect(`${kept}${JSON.stringify(granted)}`).not.toMatch(/[0-9a-fA-F]{64}/);

    const receiver = Wallet.createRandom().address;
    const { id } = (await request('wallet_sendCalls', [sendCalls(address, granted!.context, [{ to: receiver, value: toQuantity(parseEther('0.2')) }])])) as { id: string };
    expect(prompt.shown).toHaveLength(1);
    expect(await provider.getBalance(receiver)).toBe(parseEther('0.2'));
    expect(await request('wallet_getCallsStatus', [id])).toMatchObject({ status: 200, atomic: true });

    await expect(request('wallet_sendCalls', [sendCalls(address, granted!.context, [{ to: receiver, value: toQuantity(parseEther('0.11')) }])])).rejects.toThrow(PERMISSION_LIMIT_EXCEEDED);
    // Another app's page cannot use the context.
    await expect(request('wallet_sendCalls', [sendCalls(address, granted!.context, [{ to: receiver, value: '0x1' }])], 'http://127.0.0.1:6000')).rejects.toThrow(PERMISSION_UNKNOWN);
    expect(await provider.getBalance(receiver)).toBe(parseEther('0.2'));
    expect(prompt.shown).toHaveLength(1);
  });

  it('refuses an ERC-20 transfer within a native-token permission: the frame before it sends, and the account on chain when the key signs it outside the frame', async () => {
    const { address, prompt, request, sessionKey, sessionAccountOf } = await frameWithSessions();
    const usdc = world.devnet.tokens.usdc.address;
    const [granted] = (await request('wallet_grantPermissions', [grantRequest((await latestTime()) + 3600, parseEther('0.3'))])) as { context: string }[];
    const sessionAccount = sessionAccountOf(granted!.context);
    await fundUsdc(sessionAccount, 5_000_000n);
    await fundUsdc(address, 5_000_000n);
    const thief = Wallet.createRandom().address;
    const transfer = ERC20.encodeFunctionData('transfer', [thief, 5_000_000n]);

    await expect(request('wallet_sendCalls', [sendCalls(address, granted!.context, [{ to: usdc, value: '0x0', data: transfer }])])).rejects.toThrow(PERMISSION_CALL_DATA_NOT_ALLOWED);
    expect(prompt.shown).toHaveLength(1);

    const key = await sessionKey(granted!.context);
    const outsideTheFrame = await sessionKeyOperation(world, { sender: sessionAccount, privateKey: key, call: { to: usdc, value: 0n, data: transfer } });
    const refused = await refusals(world, outsideTheFrame);
    expect(refused.bundler).toMatch(/AA23 reverted/);
    expect(refused.entryPoint).toEqual({ reason: 'AA23 reverted', accountError: 'SessionCallDataNotAllowed' });
    // The person's own account (SimpleAccount) knows no session key at all: it takes only its owner's signature.
    const onTheAccount = await sessionKeyOperation(world, { sender: address, privateKey: key, call: { to: thief, value: parseEther('0.1'), data: '0x' } });
    expect((await refusals(world, onTheAccount)).bundler).toMatch(/AA2[34]/);
    expect(await usdcBalance(sessionAccount)).toBe(5_000_000n);
    expect(await usdcBalance(address)).toBe(5_000_000n);
    expect(await usdcBalance(thief)).toBe(0n);
    expect(await provider.getBalance(thief)).toBe(0n);
  });

  it("counts each send's gas against the limit: what is left of it in value is refused, and so is a key's operation whose gas alone passes it", async () => {
    const { address, request, sessionKey, sessionAccountOf } = await frameWithSessions();
    const limit = parseEther('0.3');
    const [granted] = (await request('wallet_grantPermissions', [grantRequest((await latestTime()) + 3600, limit)])) as { context: string }[];
    const sessionAccount = sessionAccountOf(granted!.context);
    const receiver = Wallet.createRandom().address;

    const before = await fundsOf(sessionAccount);
    await request('wallet_sendCalls', [sendCalls(address, granted!.context, [{ to: receiver, value: toQuantity(parseEther('0.2')) }])]);
    const paid = before - (await fundsOf(sessionAccount));
    const { spent } = await sessionOnChain(sessionAccount, granted!.context);
    expect(paid).toBeGreaterThan(parseEther('0.2'));
    expect(spent).toBeGreaterThanOrEqual(paid);

    // Exactly what is left of the limit in value: its fee would pass the limit.
    await expect(request('wallet_sendCalls', [sendCalls(address, granted!.context, [{ to: receiver, value: toQuantity(limit - spent) }])])).rejects.toThrow(PERMISSION_LIMIT_EXCEEDED);
    // No value, but a fee at which the operation's gas limits alone would pass what is left.
    const burn = await sessionKeyOperation(world, {
      sender: sessionAccount,
      privateKey: await sessionKey(granted!.context),
      call: { to: receiver, value: 0n, data: '0x' },
      maxFeePerGas: (limit - spent) / SESSION_OPERATION_GAS + 1n,
    });
    const refused = await refusals(world, burn);
    expect(refused.bundler).toMatch(/AA23 reverted/);
    expect(refused.entryPoint).toEqual({ reason: 'AA23 reverted', accountError: 'SessionSpendLimitExceeded' });
    expect(await fundsOf(sessionAccount)).toBe(before - paid);
    expect(await provider.getBalance(receiver)).toBe(parseEther('0.2'));
  });

  it('revokes with an approval: the key is gone on chain and in the frame, what was left is back in the account, and a send within it is refused', async () => {
    const { address, prompt, request, storage, sessionAccountOf } = await frameWithSessions();
    const [granted] = (await request('wallet_grantPermissions', [grantRequest((await latestTime()) + 3600, parseEther('0.3'))])) as { context: string }[];
    const sessionAccount = sessionAccountOf(granted!.context);
    const receiver = Wallet.createRandom().address;
    await request('wallet_sendCalls', [sendCalls(address, granted!.context, [{ to: receiver, value: '0x1' }])]);

    const left = await provider.getBalance(sessionAccount);
    const accountBefore = await provider.getBalance(address);
    expect(await request('wallet_revokePermissions', [{ permissionContext: granted!.context }])).toBeNull();
    expect(prompt.shown.map((shown) => shown.title)).toEqual(['Grant a permission', 'Revoke a permission']);
    const onChain = (await new Contract(sessionAccount, SESSION_KEY_INTERFACE, provider).getFunction('sessions')(granted!.context)) as bigint[];
    expect(onChain).toEqual([0n, 0n, 0n]);
    expect(await provider.getBalance(sessionAccount)).toBe(0n);
    // Back, less the revoke's own fee (well under what was left).
    expect(await provider.getBalance(address)).toBeGreaterThan(accountBefore + left / 2n);
    expect(storage.getItem(`${STORAGE_PREFIX}smartSessions`)).toBeNull();
    await expect(request('wallet_sendCalls', [sendCalls(address, granted!.context, [{ to: receiver, value: '0x1' }])])).rejects.toThrow(PERMISSION_UNKNOWN);
    expect(await provider.getBalance(receiver)).toBe(1n);
  });

  it('refuses every permission request while the app has not turned smartSessions on', async () => {
    const { address, prompt, request } = await frameWithSessions({ enabled: false });
    await expect(request('wallet_grantPermissions', [grantRequest((await latestTime()) + 3600, 1n)])).rejects.toThrow(SMART_SESSIONS_OFF);
    await expect(request('wallet_sendCalls', [sendCalls(address, Wallet.createRandom().address, [{ to: address, value: '0x1' }])])).rejects.toThrow(SMART_SESSIONS_OFF);
    expect(await request('wallet_getCapabilities', [address])).toEqual({ '0x7a69': { atomic: { status: 'supported' } } });
    expect(prompt.shown).toHaveLength(0);
  });

  // Last: it moves the devnet's clock past the session's expiry (the frame's own clock has not reached it, so the chain refuses).
  it('is refused on chain after its expiry', async () => {
    const { address, request } = await frameWithSessions();
    const [granted] = (await request('wallet_grantPermissions', [grantRequest(Math.floor(Date.now() / 1000) + 600, parseEther('0.3'))])) as { context: string }[];
    const receiver = Wallet.createRandom().address;
    await rpcCall(world.devnet.rpcUrl, 'evm_increaseTime', [3600]);
    await rpcCall(world.devnet.rpcUrl, 'evm_mine', []);
    await expect(request('wallet_sendCalls', [sendCalls(address, granted!.context, [{ to: receiver, value: '0x1' }])])).rejects.toThrow(PERMISSION_EXPIRED);
    expect(await provider.getBalance(receiver)).toBe(0n);
  });
});
