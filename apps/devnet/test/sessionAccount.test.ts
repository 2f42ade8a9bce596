// The SessionAccount that holds smart sessions, against anvil, the EntryPoint 0.8 and alto: a session key the
// owner granted sends within its spend limit with no owner signature, and the chain itself refuses
// what goes beyond the limit (gas included), after the expiry, after a revoke, at the account, with
// calldata or through a paymaster: both the bundler's simulation and the EntryPoint's handleOps, sent
// straight to the node, turn such an operation down.
import { concat, Contract, Interface, MaxUint256, parseEther, toBeHex, Wallet, zeroPadValue, type JsonRpcProvider } from 'ethers';
import { accountAbstractionInterface, ENTRY_POINT_ADDRESS, freshProvider, mined, rpcCall, SESSION_ACCOUNT_CONTRACT, SESSION_ACCOUNT_FACTORY_CONTRACT, startBundler, startDevnet, type Bundler, type Devnet } from '../src/index.js';
import { packUserOperation, prepareUserOperation, sessionSignature, userOperationHash, waitForUserOperationReceipt, type RpcUserOperation } from './userOperations.js';

let devnet: Devnet;
let bundler: Bundler;
let provider: JsonRpcProvider;
beforeAll(async () => {
  devnet = await startDevnet({ port: 0 });
  bundler = await startBundler({ port: 0, rpcUrl: devnet.rpcUrl, entryPoint: devnet.accountAbstraction.entryPoint });
  provider = freshProvider(devnet.rpcUrl);
}, 60_000);
afterAll(async () => {
  provider?.destroy();
  await bundler?.stop();
  await devnet?.stop();
});

/** A fresh key as a plain Wallet (createRandom makes an HD one). */
const randomKey = () => new Wallet(Wallet.createRandom().privateKey);
const account = () => accountAbstractionInterface(SESSION_ACCOUNT_CONTRACT);
const entryPoint = () => new Contract(ENTRY_POINT_ADDRESS, accountAbstractionInterface('EntryPoint'), provider);
const execute = (target: string, value: bigint, data = '0x') => account().encodeFunctionData('execute', [target, value, data]);
const executeBatch = (calls: [target: string, value: bigint, data: string][]) => account().encodeFunctionData('executeBatch', [calls]);
const latestTime = async () => (await provider.getBlock('latest'))!.timestamp;
const ERC20 = new Interface(['function transfer(address to, uint256 amount) returns (bool)', 'function approve(address spender, uint256 amount) returns (bool)', 'function balanceOf(address owner) view returns (uint256)']);
const usdcBalance = async (owner: string) => (await new Contract(devnet.tokens.usdc.address, ERC20, provider).getFunction('balanceOf')(owner)) as bigint;
/** What the account holds in all: its balance and its deposit at the EntryPoint (where the unused part of a prefund goes back). */
const fundsOf = async (sender: string) => (await provider.getBalance(sender)) + ((await entryPoint().getFunction('balanceOf')(sender)) as bigint);
/** The most `op` can cost in gas: its gas limits at its highest fee, what the EntryPoint reserves for it. */
const maxGasCost = (op: RpcUserOperation) => (BigInt(op.verificationGasLimit) + BigInt(op.callGasLimit) + BigInt(op.preVerificationGas)) * BigInt(op.maxFeePerGas);
const nonceOf = async (sender: string) => toBeHex((await entryPoint().getFunction('getNonce')(sender, 0n)) as bigint);

interface Setup {
  owner: Wallet;
  sender: string;
  /** The account's own call through execute: what grants and revokes sessions. */
  selfCall: (name: 'grantSession' | 'revokeSession', args: unknown[]) => string;
}

/** A funded, deployed SessionAccount of a fresh owner. */
async function deployedAccount(): Promise<Setup> {
  const owner = randomKey();
  const factory = new Contract(devnet.accountAbstraction.sessionAccountFactory, accountAbstractionInterface(SESSION_ACCOUNT_FACTORY_CONTRACT), provider);
  const sender = (await factory.getFunction('getAddress')(owner.address, 0n)) as string;
  await rpcCall(devnet.rpcUrl, 'anvil_setBalance', [sender, toBeHex(parseEther('1'))]);
  const selfCall: Setup['selfCall'] = (name, args) => execute(sender, 0n, account().encodeFunctionData(name, args));
  const factoryData = factory.interface.encodeFunctionData('createAccount', [owner.address, 0n]);
  const deploy = await prepareUserOperation({ sender, nonce: '0x0', callData: execute(randomKey().address, 0n), factory: devnet.accountAbstraction.sessionAccountFactory, factoryData }, context(owner));
  await sent(deploy);
  return { owner, sender, selfCall };
}

const context = (owner: Wallet, session?: Wallet) => ({ bundlerUrl: bundler.url, rpcUrl: devnet.rpcUrl, owner, ...(session ? { session } : {}) });

async function sent(op: RpcUserOperation): Promise<void> {
  const { success } = await waitForUserOperationReceipt(bundler.url, (await rpcCall(bundler.url, 'eth_sendUserOperation', [op, ENTRY_POINT_ADDRESS])) as string);
  expect(success).toBe(true);
}

async function ownerSends({ owner, sender }: Setup, callData: string): Promise<void> {
  await sent(await prepareUserOperation({ sender, nonce: await nonceOf(sender), callData }, context(owner)));
}

/** Sends `callData` as an operation the session key signs; resolves with the operation sent. */
async function sessionSends({ owner, sender }: Setup, key: Wallet, callData: string): Promise<RpcUserOperation> {
  const op = await prepareUserOperation({ sender, nonce: await nonceOf(sender), callData }, context(owner, key));
  await sent(op);
  return op;
}

/** The gas limits of sessionOperation, together. */
const SESSION_OPERATION_GAS = 700_000n;

/** A session-key operation with fixed gas limits (the bundler would not estimate it), signed for the EntryPoint; `maxFeePerGas` is twice the node's gas price unless given. */
async function sessionOperation(sender: string, key: Wallet, callData: string, maxFeePerGas?: bigint): Promise<RpcUserOperation> {
  const gasPrice = BigInt((await rpcCall(devnet.rpcUrl, 'eth_gasPrice')) as string);
  const op: RpcUserOperation = {
    sender,
    nonce: await nonceOf(sender),
    callData,
    callGasLimit: toBeHex(200_000),
    verificationGasLimit: toBeHex(400_000),
    preVerificationGas: toBeHex(SESSION_OPERATION_GAS - 600_000n),
    maxFeePerGas: toBeHex(maxFeePerGas ?? gasPrice * 2n),
    maxPriorityFeePerGas: toBeHex(gasPrice),
    signature: '0x',
  };
  return { ...op, signature: sessionSignature(key, key.signingKey.sign(await userOperationHash(op, devnet.rpcUrl)).serialized) };
}

type EntryPointRefusal = { reason: string; accountError?: string };

/** The EntryPoint's own revert when a node runs handleOps with the packed operation. */
async function entryPointRefusal(packed: ReturnType<typeof packUserOperation>): Promise<EntryPointRefusal> {
  const executor = new Wallet(devnet.accounts[0]!.privateKey, provider);
  const handleOps = entryPoint().connect(executor).getFunction('handleOps');
  const revert = await handleOps.staticCall([packed], executor.address).then(
    () => undefined,
    (error: { revert?: { name: string; args: unknown[] } }) => error.revert,
  );
  if (!revert) return { reason: 'accepted' };
  const [, reason, inner] = revert.args as [bigint, string, string | undefined];
  const accountError = inner ? account().parseError(inner)?.name : undefined;
  return { reason, ...(accountError ? { accountError } : {}) };
}

/** What refuses `op`: the bundler's error message, and the EntryPoint's own revert when a node runs handleOps with it. */
async function refusals(op: RpcUserOperation): Promise<{ bundler: string; entryPoint: EntryPointRefusal }> {
  const bundlerMessage = await rpcCall(bundler.url, 'eth_sendUserOperation', [op, ENTRY_POINT_ADDRESS]).then(
    () => 'accepted',
    (error: Error) => error.message,
  );
  return { bundler: bundlerMessage, entryPoint: await entryPointRefusal(packUserOperation(op)) };
}

/** Sends `amount` base units of the devnet's USDC to `owner` from a dev account. */
async function fundUsdc(owner: string, amount: bigint): Promise<void> {
  const funder = new Wallet(devnet.accounts[2]!.privateKey, provider);
  await mined(new Contract(devnet.tokens.usdc.address, ERC20, funder).getFunction('transfer')(owner, amount));
}

const sessionOf = async (sender: string, key: Wallet) => {
  const [spendLimit, spent, validUntil] = (await new Contract(sender, account(), provider).getFunction('sessions')(key.address)) as [bigint, bigint, bigint];
  return { spendLimit, spent, validUntil };
};

describe('session keys of the embedded smart account, enforced on chain', () => {
  const limit = parseEther('0.3');

  it('sends within the limit with the session key, refuses beyond it, and lets what is left of the limit through', async () => {
    const setup = await deployedAccount();
    const key = randomKey();
    const receiver = randomKey().address;
    const validUntil = (await latestTime()) + 3600;
    await ownerSends(setup, setup.selfCall('grantSession', [key.address, limit, validUntil]));
    expect(await sessionOf(setup.sender, key)).toEqual({ spendLimit: limit, spent: 0n, validUntil: BigInt(validUntil) });

    const first = await sessionSends(setup, key, execute(receiver, parseEther('0.2')));
    expect(await provider.getBalance(receiver)).toBe(parseEther('0.2'));
    expect((await sessionOf(setup.sender, key)).spent).toBe(parseEther('0.2') + maxGasCost(first));

    const beyond = await refusals(await sessionOperation(setup.sender, key, execute(receiver, parseEther('0.11'))));
    expect(beyond.bundler).toMatch(/AA23 reverted/);
    expect(beyond.entryPoint).toEqual({ reason: 'AA23 reverted', accountError: 'SessionSpendLimitExceeded' });
    // A batch counts every call's value.
    const batch = account().encodeFunctionData('executeBatch', [[[receiver, parseEther('0.06'), '0x'], [receiver, parseEther('0.06'), '0x']]]);
    expect((await refusals(await sessionOperation(setup.sender, key, batch))).entryPoint.accountError).toBe('SessionSpendLimitExceeded');
    expect(await provider.getBalance(receiver)).toBe(parseEther('0.2'));

    const second = await sessionSends(setup, key, execute(receiver, parseEther('0.05')));
    expect(await provider.getBalance(receiver)).toBe(parseEther('0.25'));
    expect((await sessionOf(setup.sender, key)).spent).toBe(parseEther('0.25') + maxGasCost(first) + maxGasCost(second));
  });

  it('refuses a session key calling the account itself (granting itself more) or signing for another key', async () => {
    const setup = await deployedAccount();
    const key = randomKey();
    await ownerSends(setup, setup.selfCall('grantSession', [key.address, limit, (await latestTime()) + 3600]));

    const escalate = await refusals(await sessionOperation(setup.sender, key, setup.selfCall('grantSession', [key.address, parseEther('100'), (await latestTime()) + 3600])));
    expect(escalate.entryPoint).toEqual({ reason: 'AA23 reverted', accountError: 'SessionCallNotAllowed' });
    const toEntryPoint = await refusals(await sessionOperation(setup.sender, key, execute(ENTRY_POINT_ADDRESS, 0n)));
    expect(toEntryPoint.entryPoint.accountError).toBe('SessionCallNotAllowed');

    // The granted key's address with another key's signature.
    const forged = await sessionOperation(setup.sender, randomKey(), execute(randomKey().address, 1n));
    const asGranted = { ...forged, signature: sessionSignature(key, `0x${forged.signature.slice(42)}`) };
    const refused = await refusals(asGranted);
    expect(refused.bundler).toMatch(/AA24 signature error/);
    expect(refused.entryPoint).toEqual({ reason: 'AA24 signature error' });
    expect((await sessionOf(setup.sender, key)).spent).toBe(0n);
  });

  it('refuses any call with data from a session key: an ERC-20 transfer or approve, alone or among plain sends', async () => {
    const setup = await deployedAccount();
    const key = randomKey();
    const thief = randomKey().address;
    const usdc = devnet.tokens.usdc.address;
    await fundUsdc(setup.sender, 5_000_000n);
    await ownerSends(setup, setup.selfCall('grantSession', [key.address, limit, (await latestTime()) + 3600]));
    const transfer = ERC20.encodeFunctionData('transfer', [thief, 5_000_000n]);

    const transferred = await refusals(await sessionOperation(setup.sender, key, execute(usdc, 0n, transfer)));
    expect(transferred.bundler).toMatch(/AA23 reverted/);
    expect(transferred.entryPoint).toEqual({ reason: 'AA23 reverted', accountError: 'SessionCallDataNotAllowed' });
    const approved = await refusals(await sessionOperation(setup.sender, key, execute(usdc, 0n, ERC20.encodeFunctionData('approve', [thief, MaxUint256]))));
    expect(approved.entryPoint.accountError).toBe('SessionCallDataNotAllowed');
    const hidden = await refusals(await sessionOperation(setup.sender, key, executeBatch([[thief, 1n, '0x'], [usdc, 0n, transfer]])));
    expect(hidden.entryPoint.accountError).toBe('SessionCallDataNotAllowed');

    expect(await usdcBalance(setup.sender)).toBe(5_000_000n);
    expect(await usdcBalance(thief)).toBe(0n);
    expect((await sessionOf(setup.sender, key)).spent).toBe(0n);
  });

  it("counts each operation's most gas cost against the limit, and refuses one whose gas alone passes what is left", async () => {
    const setup = await deployedAccount();
    const key = randomKey();
    const receiver = randomKey().address;
    await ownerSends(setup, setup.selfCall('grantSession', [key.address, limit, (await latestTime()) + 3600]));

    const before = await fundsOf(setup.sender);
    const op = await prepareUserOperation({ sender: setup.sender, nonce: await nonceOf(setup.sender), callData: execute(receiver, parseEther('0.1')) }, context(setup.owner, key));
    await sent(op);
    const { spent } = await sessionOf(setup.sender, key);
    expect(spent).toBe(parseEther('0.1') + maxGasCost(op));
    const paid = before - (await fundsOf(setup.sender));
    expect(paid).toBeGreaterThan(parseEther('0.1'));
    expect(paid).toBeLessThanOrEqual(spent);

    // No value at all, but a fee at which its gas limits would cost more than the rest of the limit.
    const left = limit - spent;
    const burn = await refusals(await sessionOperation(setup.sender, key, execute(receiver, 0n), left / SESSION_OPERATION_GAS + 1n));
    expect(burn.bundler).toMatch(/AA23 reverted/);
    expect(burn.entryPoint).toEqual({ reason: 'AA23 reverted', accountError: 'SessionSpendLimitExceeded' });
    expect(await fundsOf(setup.sender)).toBe(before - paid);
  });

  it('refuses a session key operation paid by a paymaster, whose terms the limit cannot count', async () => {
    const setup = await deployedAccount();
    const key = randomKey();
    await ownerSends(setup, setup.selfCall('grantSession', [key.address, limit, (await latestTime()) + 3600]));
    const op = packUserOperation(await sessionOperation(setup.sender, key, execute(randomKey().address, 1n)));
    const gasLimit = zeroPadValue(toBeHex(100_000), 16);
    const paymaster = concat([randomKey().address, gasLimit, gasLimit]);
    expect(await entryPointRefusal({ ...op, paymasterAndData: paymaster })).toEqual({ reason: 'AA23 reverted', accountError: 'SessionPaymasterNotAllowed' });
  });

  it('refuses the key once the owner revoked its session', async () => {
    const setup = await deployedAccount();
    const key = randomKey();
    const receiver = randomKey().address;
    await ownerSends(setup, setup.selfCall('grantSession', [key.address, limit, (await latestTime()) + 3600]));
    await sessionSends(setup, key, execute(receiver, 1n));
    await ownerSends(setup, setup.selfCall('revokeSession', [key.address]));

    expect(await sessionOf(setup.sender, key)).toEqual({ spendLimit: 0n, spent: 0n, validUntil: 0n });
    const revoked = await refusals(await sessionOperation(setup.sender, key, execute(receiver, 1n)));
    expect(revoked.bundler).toMatch(/AA23 reverted/);
    expect(revoked.entryPoint).toEqual({ reason: 'AA23 reverted', accountError: 'UnknownSession' });
    expect(await provider.getBalance(receiver)).toBe(1n);
  });

  it('only the account itself or its owner grants a session', async () => {
    const setup = await deployedAccount();
    const stranger = new Wallet(devnet.accounts[1]!.privateKey, provider);
    const grant = new Contract(setup.sender, account(), stranger).getFunction('grantSession');
    await expect(grant.staticCall(stranger.address, limit, (await latestTime()) + 3600)).rejects.toMatchObject({ revert: { name: 'OnlyAccountOrOwner' } });
  });

  // Last: it moves the devnet's clock forward.
  it('refuses the key after its expiry', async () => {
    const setup = await deployedAccount();
    const key = randomKey();
    const receiver = randomKey().address;
    await ownerSends(setup, setup.selfCall('grantSession', [key.address, limit, (await latestTime()) + 600]));
    await sessionSends(setup, key, execute(receiver, 1n));

    await rpcCall(devnet.rpcUrl, 'evm_increaseTime', [601]);
    await rpcCall(devnet.rpcUrl, 'evm_mine');
    const expired = await refusals(await sessionOperation(setup.sender, key, execute(receiver, 1n)));
    expect(expired.bundler).toMatch(/AA22 expired or not due/);
    expect(expired.entryPoint).toEqual({ reason: 'AA22 expired or not due' });
    expect(await provider.getBalance(receiver)).toBe(1n);
  });
});
