// The embedded wallet's SessionAccount against anvil, the EntryPoint 0.8 and alto: a session key the
// owner granted sends within its spend limit with no owner signature, and the chain itself refuses
// what goes beyond the limit, after the expiry, after a revoke, or at the account: both the bundler's
// simulation and the EntryPoint's handleOps, sent straight to the node, turn such an operation down.
import { Contract, parseEther, toBeHex, Wallet, type JsonRpcProvider } from 'ethers';
import { ACCOUNT_CONTRACT, ACCOUNT_FACTORY_CONTRACT, accountAbstractionInterface, ENTRY_POINT_ADDRESS, freshProvider, rpcCall, startBundler, startDevnet, type Bundler, type Devnet } from '../src/index.js';
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
const account = () => accountAbstractionInterface(ACCOUNT_CONTRACT);
const entryPoint = () => new Contract(ENTRY_POINT_ADDRESS, accountAbstractionInterface('EntryPoint'), provider);
const execute = (target: string, value: bigint, data = '0x') => account().encodeFunctionData('execute', [target, value, data]);
const latestTime = async () => (await provider.getBlock('latest'))!.timestamp;
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
  const factory = new Contract(devnet.accountAbstraction.accountFactory, accountAbstractionInterface(ACCOUNT_FACTORY_CONTRACT), provider);
  const sender = (await factory.getFunction('getAddress')(owner.address, 0n)) as string;
  await rpcCall(devnet.rpcUrl, 'anvil_setBalance', [sender, toBeHex(parseEther('1'))]);
  const selfCall: Setup['selfCall'] = (name, args) => execute(sender, 0n, account().encodeFunctionData(name, args));
  const factoryData = factory.interface.encodeFunctionData('createAccount', [owner.address, 0n]);
  const deploy = await prepareUserOperation({ sender, nonce: '0x0', callData: execute(randomKey().address, 0n), factory: devnet.accountAbstraction.accountFactory, factoryData }, context(owner));
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

async function sessionSends({ owner, sender }: Setup, key: Wallet, callData: string): Promise<void> {
  await sent(await prepareUserOperation({ sender, nonce: await nonceOf(sender), callData }, context(owner, key)));
}

/** A session-key operation with fixed gas limits (the bundler would not estimate it), signed for the EntryPoint. */
async function sessionOperation(sender: string, key: Wallet, callData: string): Promise<RpcUserOperation> {
  const gasPrice = BigInt((await rpcCall(devnet.rpcUrl, 'eth_gasPrice')) as string);
  const op: RpcUserOperation = {
    sender,
    nonce: await nonceOf(sender),
    callData,
    callGasLimit: toBeHex(200_000),
    verificationGasLimit: toBeHex(400_000),
    preVerificationGas: toBeHex(100_000),
    maxFeePerGas: toBeHex(gasPrice * 2n),
    maxPriorityFeePerGas: toBeHex(gasPrice),
    signature: '0x',
  };
  return { ...op, signature: sessionSignature(key, key.signingKey.sign(await userOperationHash(op, devnet.rpcUrl)).serialized) };
}

/** What refuses `op`: the bundler's error message, and the EntryPoint's own revert when a node runs handleOps with it. */
async function refusals(op: RpcUserOperation): Promise<{ bundler: string; entryPoint: { reason: string; accountError?: string } }> {
  const bundlerMessage = await rpcCall(bundler.url, 'eth_sendUserOperation', [op, ENTRY_POINT_ADDRESS]).then(
    () => 'accepted',
    (error: Error) => error.message,
  );
  const executor = new Wallet(devnet.accounts[0]!.privateKey, provider);
  const handleOps = entryPoint().connect(executor).getFunction('handleOps');
  const revert = await handleOps.staticCall([packUserOperation(op)], executor.address).then(
    () => undefined,
    (error: { revert?: { name: string; args: unknown[] } }) => error.revert,
  );
  if (!revert) return { bundler: bundlerMessage, entryPoint: { reason: 'accepted' } };
  const [, reason, inner] = revert.args as [bigint, string, string | undefined];
  const accountError = inner ? account().parseError(inner)?.name : undefined;
  return { bundler: bundlerMessage, entryPoint: { reason, ...(accountError ? { accountError } : {}) } };
}

const sessionOf = async (sender: string, key: Wallet) => {
  const [spendLimit, spent, validUntil] = (await new Contract(sender, account(), provider).getFunction('sessions')(key.address)) as [bigint, bigint, bigint];
  return { spendLimit, spent, validUntil };
};

describe('session keys of the embedded smart account, enforced on chain', () => {
  const limit = parseEther('0.3');

  it('sends within the limit with the session key, refuses beyond it, and lets the rest of the limit through', async () => {
    const setup = await deployedAccount();
    const key = randomKey();
    const receiver = randomKey().address;
    const validUntil = (await latestTime()) + 3600;
    await ownerSends(setup, setup.selfCall('grantSession', [key.address, limit, validUntil]));
    expect(await sessionOf(setup.sender, key)).toEqual({ spendLimit: limit, spent: 0n, validUntil: BigInt(validUntil) });

    await sessionSends(setup, key, execute(receiver, parseEther('0.2')));
    expect(await provider.getBalance(receiver)).toBe(parseEther('0.2'));
    expect((await sessionOf(setup.sender, key)).spent).toBe(parseEther('0.2'));

    const beyond = await refusals(await sessionOperation(setup.sender, key, execute(receiver, parseEther('0.11'))));
    expect(beyond.bundler).toMatch(/AA23 reverted/);
    expect(beyond.entryPoint).toEqual({ reason: 'AA23 reverted', accountError: 'SessionSpendLimitExceeded' });
    // A batch counts every call's value.
    const batch = account().encodeFunctionData('executeBatch', [[[receiver, parseEther('0.06'), '0x'], [receiver, parseEther('0.06'), '0x']]]);
    expect((await refusals(await sessionOperation(setup.sender, key, batch))).entryPoint.accountError).toBe('SessionSpendLimitExceeded');
    expect(await provider.getBalance(receiver)).toBe(parseEther('0.2'));

    await sessionSends(setup, key, execute(receiver, parseEther('0.1')));
    expect(await provider.getBalance(receiver)).toBe(limit);
    expect((await sessionOf(setup.sender, key)).spent).toBe(limit);
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
