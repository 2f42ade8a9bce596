import { Contract, keccak256, parseEther, toBeHex, Wallet } from 'ethers';
import type { RpcError} from '../src/index.js';
import { ACCOUNT_CONTRACT, ACCOUNT_FACTORY_ADDRESS, ACCOUNT_FACTORY_CONTRACT, accountAbstractionInterface, devSessionAccountFactoryAddress, ENTRY_POINT_ADDRESS, freshProvider, mined, rpcCall, startBundler, startDevnet, type Bundler, type Devnet } from '../src/index.js';
import { listeningAddresses } from './listeners.js';
import { prepareUserOperation, userOperationHash, waitForUserOperationReceipt } from './userOperations.js';

let devnet: Devnet;
let bundler: Bundler;
beforeAll(async () => {
  devnet = await startDevnet({ port: 0 });
  bundler = await startBundler({ port: 0, rpcUrl: devnet.rpcUrl, entryPoint: devnet.accountAbstraction.entryPoint });
}, 60_000);
afterAll(async () => {
  await bundler?.stop();
  await devnet?.stop();
});

/** What public chains hold at the factory's address and at its account implementation (the same on every chain: their immutables follow from the addresses). */
const FACTORY_CODE_HASH = '0xa2e635152a61e180383c7afc045620b7461ef6f43ba27d592262513106b991b7';
const ACCOUNT_IMPLEMENTATION = '0x28426d752372D68d34340bd94390950DcE3C9ec3';
const ACCOUNT_IMPLEMENTATION_CODE_HASH = '0x689a90eff03926a12aedad2fc6d4fdbcbdd9ffac86e7d0d70ce6355961305c74';

const factoryInterface = () => accountAbstractionInterface(ACCOUNT_FACTORY_CONTRACT);
const accountInterface = () => accountAbstractionInterface(ACCOUNT_CONTRACT);

/** The smart account of `owner` (salt 0), its first operation's init code, and a provider. */
async function smartAccountOf(owner: Wallet) {
  const provider = freshProvider(devnet.rpcUrl);
  const factory = new Contract(devnet.accountAbstraction.accountFactory, factoryInterface(), provider);
  const sender = (await factory.getFunction('getAddress')(owner.address, 0n)) as string;
  const initCode = { factory: devnet.accountAbstraction.accountFactory, factoryData: factoryInterface().encodeFunctionData('createAccount', [owner.address, 0n]) };
  return { provider, sender, initCode };
}

const bundlerError = (method: string, params: unknown[]) =>
  rpcCall(bundler.url, method, params).then(
    () => {
      throw new Error(`${method} was accepted`);
    },
    (error: unknown) => error as RpcError,
  );

describe('the ERC-4337 world on the devnet', () => {
  it('listens on 127.0.0.1 only, as every server of the local world does', () => {
    expect(listeningAddresses(Number(new URL(bundler.url).port))).toEqual(['127.0.0.1']);
  });

  it('has the EntryPoint 0.8 at its canonical address, served by the bundler on the devnet chain', async () => {
    expect(devnet.accountAbstraction.entryPoint).toBe(ENTRY_POINT_ADDRESS);
    expect(devnet.accountAbstraction.sessionAccountFactory).toBe(devSessionAccountFactoryAddress());
    expect(bundler.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await rpcCall(bundler.url, 'eth_supportedEntryPoints')).toEqual([ENTRY_POINT_ADDRESS]);
    expect(await rpcCall(bundler.url, 'eth_chainId')).toBe(toBeHex(devnet.chainId));
  });

  it('has SimpleAccountFactory 0.8 at its address on public chains, with their code there and at its account implementation', async () => {
    const provider = freshProvider(devnet.rpcUrl);
    try {
      expect(devnet.accountAbstraction.accountFactory).toBe(ACCOUNT_FACTORY_ADDRESS);
      expect(keccak256(await provider.getCode(ACCOUNT_FACTORY_ADDRESS))).toBe(FACTORY_CODE_HASH);
      const factory = new Contract(ACCOUNT_FACTORY_ADDRESS, factoryInterface(), provider);
      expect(await factory.getFunction('accountImplementation')()).toBe(ACCOUNT_IMPLEMENTATION);
      expect(keccak256(await provider.getCode(ACCOUNT_IMPLEMENTATION))).toBe(ACCOUNT_IMPLEMENTATION_CODE_HASH);
      expect(await factory.getFunction('senderCreator')()).toBe(await new Contract(ENTRY_POINT_ADDRESS, accountAbstractionInterface('EntryPoint'), provider).getFunction('senderCreator')());
    } finally {
      provider.destroy();
    }
  });

  it("deploys a dev key's SimpleAccount with its first user operation and makes the call", async () => {
    const owner = new Wallet(devnet.accounts[5]!.privateKey);
    const { provider, sender, initCode } = await smartAccountOf(owner);
    try {
      // The counterfactual address has no code until the first operation, but it can hold ETH.
      expect(await provider.getCode(sender)).toBe('0x');
      await mined(owner.connect(provider).sendTransaction({ to: sender, value: parseEther('1') }));
      const receiver = Wallet.createRandom().address;
      const callData = accountInterface().encodeFunctionData('execute', [receiver, parseEther('0.25'), '0x']);
      const context = { bundlerUrl: bundler.url, rpcUrl: devnet.rpcUrl, owner };
      const op = await prepareUserOperation({ sender, nonce: '0x0', callData, ...initCode }, context);

      const hash = (await rpcCall(bundler.url, 'eth_sendUserOperation', [op, ENTRY_POINT_ADDRESS])) as string;
      expect(hash).toBe(await userOperationHash(op, devnet.rpcUrl));
      const { success, receipt } = await waitForUserOperationReceipt(bundler.url, hash);
      expect(success).toBe(true);
      expect((await provider.getTransactionReceipt(receipt.transactionHash))?.status).toBe(1);
      expect(await provider.getCode(sender)).not.toBe('0x');
      expect(await provider.getBalance(receiver)).toBe(parseEther('0.25'));
      const byHash = (await rpcCall(bundler.url, 'eth_getUserOperationByHash', [hash])) as { transactionHash: string; userOperation: { sender: string } };
      expect(byHash.transactionHash).toBe(receipt.transactionHash);
      expect(byHash.userOperation.sender).toBe(sender);

      // The next operation needs no init code: the account is there.
      const second = await prepareUserOperation({ sender, nonce: '0x1', callData }, context);
      await waitForUserOperationReceipt(bundler.url, (await rpcCall(bundler.url, 'eth_sendUserOperation', [second, ENTRY_POINT_ADDRESS])) as string);
      expect(await provider.getBalance(receiver)).toBe(parseEther('0.5'));
    } finally {
      provider.destroy();
    }
  });

  it('refuses an operation signed by another key, and the account keeps its ETH', async () => {
    const owner = new Wallet(devnet.accounts[6]!.privateKey);
    const { provider, sender, initCode } = await smartAccountOf(owner);
    try {
      await mined(owner.connect(provider).sendTransaction({ to: sender, value: parseEther('1') }));
      const receiver = Wallet.createRandom().address;
      const callData = accountInterface().encodeFunctionData('execute', [receiver, parseEther('0.5'), '0x']);
      const context = { bundlerUrl: bundler.url, rpcUrl: devnet.rpcUrl, owner };
      const op = await prepareUserOperation({ sender, nonce: '0x0', callData, ...initCode }, context);
      const forged = { ...op, signature: Wallet.createRandom().signingKey.sign(await userOperationHash(op, devnet.rpcUrl)).serialized };
      const error = await bundlerError('eth_sendUserOperation', [forged, ENTRY_POINT_ADDRESS]);
      expect(error.message).toMatch(/AA24 signature error/);
      expect(await provider.getBalance(sender)).toBe(parseEther('1'));
      expect(await provider.getCode(sender)).toBe('0x');
      expect(await provider.getBalance(receiver)).toBe(0n);
    } finally {
      provider.destroy();
    }
  });

  it('answers a malformed operation with a JSON-RPC error that names what is wrong', async () => {
    const error = await bundlerError('eth_sendUserOperation', [{ sender: 'not an address', nonce: '0x0' }, ENTRY_POINT_ADDRESS]);
    // alto answers an operation that fails its schema with its InvalidRequest code.
    expect(error.code).toBe(-32601);
    expect(error.message).toMatch(/^Validation error/);
    expect(error.message).toMatch(/params\[0\]\.sender/);
    expect(error.message).toMatch(/params\[0\]\.callData/);
  });
});

