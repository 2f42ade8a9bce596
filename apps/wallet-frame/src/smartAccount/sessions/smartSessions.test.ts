// SmartSessions over a played smart account (the chain's part is test/smartSessions.integration.test.ts):
// the checks before anything is shown, the origin a permission belongs to, the frame's own clock, and
// the account's refusals read from the bundler's message.
import { Interface } from 'ethers';
import { PERMISSION_CALL_DATA_NOT_ALLOWED, PERMISSION_CALL_NOT_ALLOWED, PERMISSION_EXPIRED, PERMISSION_LIMIT_EXCEEDED, PERMISSION_OTHER_ACCOUNT, PERMISSION_UNKNOWN, permissionExpiryInvalid, PERMISSIONS_NEED_SMART_ACCOUNT } from '../../messages.js';
import { frameNetworks } from '../../../test/devnetNetworks.js';
import { Networks } from '../../networks.js';
import { FrameStorage, MemoryStorage } from '../../storage.js';
import type { Call, SmartAccountSender, UserOperationSigner } from '../sender.js';
import { memoryDeviceKey } from '../../keys/deviceKey.js';
import { MAX_SESSION_SECONDS } from './schemas.js';
import { SmartSessions } from './smartSessions.js';
import { SmartSessionStore } from './store.js';

const NOW = 1_800_000_000;
const ACCOUNT = '0x' + '11'.repeat(20);
const DAPP = 'http://127.0.0.1:5173';
const SESSION_ACCOUNT = '0x' + '88'.repeat(20);
const SESSION_FACTORY = '0x' + '99'.repeat(20);
const networks = new Networks(
  frameNetworks('http://127.0.0.1:8545', { entryPoint: '0x' + '22'.repeat(20), accountFactory: '0x' + '33'.repeat(20), sessionAccountFactory: SESSION_FACTORY, bundlerUrl: 'http://127.0.0.1:4337' }),
);
const ERRORS = new Interface(['error SessionSpendLimitExceeded(address key, uint256 spent, uint256 spendLimit)', 'error SessionCallNotAllowed(address key)']);

/** A smart account whose sends answer `outcome`; it records each operation: whose it is, its calls, and its signer (undefined: the owner key). */
function playedAccount(outcome: () => Promise<string> = async () => '0xhash', sessionAccountHolds = 0n) {
  const operations: { sender: string; calls: readonly Call[]; signer?: UserOperationSigner }[] = [];
  const prepared = { operation: {} as never, nonce: 0n, gasLimit: 100_000n, maxFeePerGas: 1_000_000_000n, maxPriorityFeePerGas: 1n, send: outcome };
  const smart: SmartAccountSender = {
    address: ACCOUNT,
    isDeployed: async () => true,
    prepare: async (calls) => {
      operations.push({ sender: ACCOUNT, calls });
      return prepared;
    },
    sessionAccount: async () => ({ address: SESSION_ACCOUNT, deploy: { to: SESSION_FACTORY, value: 0n, data: '0xdeploy' }, balance: sessionAccountHolds }),
    prepareAs: async (sender, calls, signer) => {
      operations.push({ sender, calls, signer });
      return prepared;
    },
  };
  const signers = () => operations.map((operation) => operation.signer);
  return { account: { address: ACCOUNT, smartAccount: async () => smart }, operations, signers };
}

const request = (expiry: number, extra: Record<string, unknown> = {}) => ({
  chainId: '0x7a69',
  expiry,
  permissions: [{ type: 'native-token-transfer', policies: [{ type: 'token-allowance', data: { allowance: '0x6f05b59d3b20000' } }] }],
  ...extra,
});

function setup(now = NOW) {
  const storage = new MemoryStorage();
  const sessions = new SmartSessions({ store: new SmartSessionStore(new FrameStorage(storage), memoryDeviceKey()), networks, now: () => now });
  return { sessions, storage };
}

async function granted(sessions: SmartSessions, account: ReturnType<typeof playedAccount>['account']) {
  const { prepare } = sessions.grant([request(NOW + 600)], account, DAPP);
  const { shown, work } = await prepare();
  const [answer] = (await work()) as { context: string }[];
  return { shown, context: answer!.context };
}

describe('SmartSessions', () => {
  it('shows the limit, the expiry and who may spend, and keeps the session only once its grant went through', async () => {
    const { sessions, storage } = setup();
    const { account, operations } = playedAccount();
    const { shown, context } = await granted(sessions, account);
    expect(shown.title).toBe('Grant a permission');
    // One operation of the person's account, signed by its owner key: deploy the session account, fund it with the limit, grant the key.
    expect(operations).toHaveLength(1);
    expect(operations[0]).toEqual({ sender: ACCOUNT, calls: expect.any(Array) });
    expect(operations[0]!.calls.map(({ to, value }) => [to, value])).toEqual([
      [SESSION_FACTORY, 0n],
      [SESSION_ACCOUNT, 500_000_000_000_000_000n],
      [SESSION_ACCOUNT, 0n],
    ]);
    expect(shown.details).toEqual(
      expect.arrayContaining([
        ['Account', ACCOUNT],
        ['Session account', `${SESSION_ACCOUNT}: 0.5 ETH moves there now; the app spends only from it, and revoking takes what is left back`],
        ['Permission', 'Send up to 0.5 ETH in all, network fees included, without asking you again; never tokens, NFTs or contract calls'],
        ['Spend limit', '0.5 ETH'],
        ['Expires', new Date((NOW + 600) * 1000).toISOString()],
        ['Max fee', '0.0001 ETH'],
      ]),
    );
    expect(shown.warnings[0]).toContain(DAPP);
    expect([...storage.entries.values()][0]).toContain(context);

    const failing = playedAccount(async () => {
      throw new Error('AA21 didn\'t pay prefund');
    });
    const { prepare } = sessions.grant([request(NOW + 600)], failing.account, DAPP);
    await expect((await prepare()).work()).rejects.toThrow('AA21');
    expect(JSON.parse([...storage.entries.values()][0]!)).toHaveLength(1);
  });

  it.each([
    ['in the past', NOW],
    ['further than the longest session', NOW + MAX_SESSION_SECONDS + 1],
    ['in milliseconds', (NOW + 600) * 1000],
  ])('refuses an expiry %s before it is shown', (_case, expiry) => {
    const { sessions } = setup();
    expect(() => sessions.grant([request(expiry)], playedAccount().account, DAPP)).toThrow(permissionExpiryInvalid(MAX_SESSION_SECONDS));
  });

  it('refuses a permission for another account, or where the account is no smart account', async () => {
    const { sessions } = setup();
    await expect(sessions.grant([request(NOW + 600, { address: '0x' + '44'.repeat(20) })], playedAccount().account, DAPP).prepare()).rejects.toThrow(PERMISSION_OTHER_ACCOUNT);
    await expect(sessions.grant([request(NOW + 600)], { address: ACCOUNT }, DAPP).prepare()).rejects.toThrow(PERMISSIONS_NEED_SMART_ACCOUNT);
  });

  it('sends within a permission from its session account with its session key, for the app it was granted to only', async () => {
    const { sessions } = setup();
    const { account, operations, signers } = playedAccount();
    const { context } = await granted(sessions, account);
    const calls = [{ to: '0x' + '55'.repeat(20), value: 1n, data: '0x' }];
    await expect(sessions.sendWithin({ context }, calls, account, networks.default, DAPP)).resolves.toBe('0xhash');
    expect(operations.at(-1)).toMatchObject({ sender: SESSION_ACCOUNT, calls });
    expect(signers().at(-1)?.placeholder.slice(0, 42).toLowerCase()).toBe(context.toLowerCase());
    await expect(sessions.sendWithin({ context }, calls, account, networks.default, 'http://127.0.0.1:6000')).rejects.toThrow(PERMISSION_UNKNOWN);
    await expect(sessions.sendWithin({ context: '0x' + '66'.repeat(20) }, calls, account, networks.default, DAPP)).rejects.toThrow(PERMISSION_UNKNOWN);
    await expect(sessions.sendWithin({ id: context }, calls, account, networks.default, DAPP)).rejects.toThrow('capabilities.permissions');
  });

  it('refuses calls with data before anything is signed: a native-token permission names no contract call', async () => {
    const { sessions } = setup();
    const { account, signers } = playedAccount();
    const { context } = await granted(sessions, account);
    const transfer = new Interface(['function transfer(address to, uint256 amount)']).encodeFunctionData('transfer', ['0x' + '77'.repeat(20), 1n]);
    const calls = [
      { to: '0x' + '55'.repeat(20), value: 1n, data: '0x' },
      { to: '0x' + '66'.repeat(20), value: 0n, data: transfer },
    ];
    await expect(sessions.sendWithin({ context }, calls, account, networks.default, DAPP)).rejects.toThrow(PERMISSION_CALL_DATA_NOT_ALLOWED);
    expect(signers()).toHaveLength(1);
  });

  it('keeps the session key sealed under the device key: no key in the clear, and another device key opens nothing', async () => {
    const storage = new MemoryStorage();
    const { account } = playedAccount();
    const { context } = await granted(new SmartSessions({ store: new SmartSessionStore(new FrameStorage(storage), memoryDeviceKey()), networks, now: () => NOW }), account);
    expect([...storage.entries.values()].join()).not.toMatch(/[0-9a-fA-F]{64}/);
    const elsewhere = new SmartSessions({ store: new SmartSessionStore(new FrameStorage(storage), memoryDeviceKey()), networks, now: () => NOW });
    await expect(elsewhere.sendWithin({ context }, [], account, networks.default, DAPP)).rejects.toThrow();
  });

  it("refuses by the frame's clock once expired, without asking the bundler", async () => {
    const storage = new MemoryStorage();
    const store = new SmartSessionStore(new FrameStorage(storage), memoryDeviceKey());
    const { account, signers } = playedAccount();
    const { context } = await granted(new SmartSessions({ store, networks, now: () => NOW }), account);
    const later = new SmartSessions({ store, networks, now: () => NOW + 600 });
    await expect(later.sendWithin({ context }, [], account, networks.default, DAPP)).rejects.toThrow(PERMISSION_EXPIRED);
    expect(signers()).toHaveLength(1);
  });

  it('revokes in one operation of the account: the key, then what the session account holds back to the account', async () => {
    const { sessions } = setup();
    const { account, operations } = playedAccount(undefined, 123n);
    const { context } = await granted(sessions, account);
    const { prepare } = sessions.revoke([{ permissionContext: context }], account, networks.default, DAPP);
    const { shown, work } = await prepare();
    expect(shown.details).toEqual(expect.arrayContaining([['Back to this account', `0.000000000000000123 ETH left in the session account ${SESSION_ACCOUNT}`]]));
    await work();
    expect(operations.at(-1)).toEqual({ sender: ACCOUNT, calls: expect.any(Array) });
    expect(operations.at(-1)!.calls.map(({ to, value }) => [to, value])).toEqual([
      [SESSION_ACCOUNT, 0n],
      [SESSION_ACCOUNT, 0n],
    ]);
    await expect(sessions.sendWithin({ context }, [], account, networks.default, DAPP)).rejects.toThrow(PERMISSION_UNKNOWN);
  });

  it.each([
    ['beyond the limit', `UserOperation reverted during simulation with reason: AA23 reverted ${ERRORS.encodeErrorResult('SessionSpendLimitExceeded', [ACCOUNT, 2n, 1n])}`, PERMISSION_LIMIT_EXCEEDED],
    ['a call to the account', `AA23 reverted ${ERRORS.encodeErrorResult('SessionCallNotAllowed', [ACCOUNT])}`, PERMISSION_CALL_NOT_ALLOWED],
    ['after the expiry on chain', 'UserOperation rejected because AA22 expired or not due', PERMISSION_EXPIRED],
  ])("reads the account's refusal %s", async (_case, bundlerMessage, words) => {
    const { sessions } = setup();
    const { account } = playedAccount();
    const { context } = await granted(sessions, account);
    const refusing = playedAccount(async () => {
      throw new Error(bundlerMessage);
    });
    await expect(sessions.sendWithin({ context }, [], refusing.account, networks.default, DAPP)).rejects.toThrow(words);
  });
});
