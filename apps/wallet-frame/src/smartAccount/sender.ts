// The embedded wallet's smart account on one network (SPEC 6): eth-infinitism's SimpleAccount 0.8
// owned by the EOA key, at SimpleAccountFactory's counterfactual address until its first user
// operation deploys it. Sends are user
// operations: built here (the factory's init code on the first), estimated by the bundler, signed by
// the owner key after the person approved, and followed until the bundler has their receipt. The
// account's session accounts (sessions/) send the same way, signed by their session key.
// Loaded with import() with ethers.
import { computeAddress, Interface, SigningKey, toBeHex } from 'ethers';
import * as z from 'zod/mini';
import { noSmartAccount, USER_OPERATION_FAILED, USER_OPERATION_TIMED_OUT } from '../messages.js';
import type { FrameNetwork } from '../networks.js';
import { fillFees, read, type NodeCall } from '../rpc/fill.js';
import { totalGas, userOperationHash, type UserOperation } from './userOperation.js';

const FACTORY = new Interface(['function getAddress(address owner, uint256 salt) view returns (address)', 'function createAccount(address owner, uint256 salt) returns (address)']);
const ACCOUNT = new Interface(['function execute(address target, uint256 value, bytes data)', 'function executeBatch((address target, uint256 value, bytes data)[] calls)']);
const ENTRY_POINT = new Interface(['function getNonce(address sender, uint192 key) view returns (uint256)']);
/** The one account of an owner key: salt 0. */
const ACCOUNT_SALT = 0n;
/** A session's account is the session factory's for this account as owner and the session key as salt. */
const sessionSalt = (key: string) => BigInt(key);

const hexData = z.string().check(z.regex(/^0x([0-9a-fA-F]{2})*$/, 'must be hex data'));
const quantity = z.string().check(z.regex(/^0x[0-9a-fA-F]+$/, 'must be a hex quantity'));
const hash = z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 32-byte hash'));
const estimateSchema = z.object({ callGasLimit: quantity, verificationGasLimit: quantity, preVerificationGas: quantity });
const receiptSchema = z.nullable(z.object({ success: z.boolean(), reason: z.optional(z.nullable(z.string())), receipt: z.object({ transactionHash: hash }) }));

export interface Call {
  to: string;
  value: bigint;
  data: string;
}

export interface PreparedUserOperation {
  operation: UserOperation;
  nonce: bigint;
  /** Every gas limit together, and the fees: what the approval shows as the most it can cost. */
  gasLimit: bigint;
  maxFeePerGas: bigint;
  maxPriorityFeePerGas: bigint;
  /** Signs the operation with the owner key, sends it to the bundler and resolves with the hash of the transaction that carried it. */
  send(): Promise<string>;
}

/** Who signs an operation: the owner key by default, or a session key (sessions/sessionKey.ts). */
export interface UserOperationSigner {
  /** A signature of the right shape, for the bundler's estimate. */
  placeholder: string;
  sign(userOpHash: string): string;
}

export interface SmartAccountSender {
  readonly address: string;
  /** Whether the account has code yet (its first operation deployed it). */
  isDeployed(): Promise<boolean>;
  /** One user operation making `calls` (one execute, or one executeBatch), signed by the owner key. */
  prepare(calls: readonly Call[]): Promise<PreparedUserOperation>;
  /** The account the session of `key` lives in (this account owns it), the call that deploys it, and what it holds. */
  sessionAccount(key: string): Promise<{ address: string; deploy: Call; balance: bigint }>;
  /** One user operation of `account`, a deployed session account, signed by its session key. */
  prepareAs(account: string, calls: readonly Call[], signer: UserOperationSigner): Promise<PreparedUserOperation>;
}

export interface SmartAccountSenderOptions {
  privateKey: string;
  /** A network with ERC-4337 contracts. */
  network: FrameNetwork;
  /** One JSON-RPC call: to the network's node and to its bundler (ERC-7769). */
  rpc: (url: string, method: string, params: unknown[]) => Promise<unknown>;
  /** How often the bundler is asked for the receipt, and for how long. */
  pollMs?: number;
  timeoutMs?: number;
}

/** A signature of the right shape by no owner: the account refuses it softly, as the bundler's estimate needs. */
export const placeholderSignature = () => new SigningKey(toBeHex(1, 32)).sign(toBeHex(2, 32)).serialized;

const callData = (calls: readonly Call[]) =>
  calls.length === 1
    ? ACCOUNT.encodeFunctionData('execute', [calls[0]!.to, calls[0]!.value, calls[0]!.data])
    : ACCOUNT.encodeFunctionData('executeBatch', [calls.map(({ to, value, data }) => [to, value, data])]);

export async function createSmartAccountSender({ privateKey, network, rpc, pollMs = 100, timeoutMs = 60_000 }: SmartAccountSenderOptions): Promise<SmartAccountSender> {
  if (!network.smartAccount) throw new Error(noSmartAccount(network.name));
  const { entryPoint, accountFactory, sessionAccountFactory, bundlerUrl } = network.smartAccount;
  const node: NodeCall = (method, params) => rpc(network.rpcUrl, method, params);
  const bundler: NodeCall = (method, params) => rpc(bundlerUrl, method, params);
  const owner = new SigningKey(privateKey);
  const ownerAddress = computeAddress(owner);
  const ethCall = async (to: string, contract: Interface, name: string, args: unknown[]) => {
    const result = await read(node, 'eth_call', [{ to, data: contract.encodeFunctionData(name, args) }, 'latest'], hexData);
    return contract.decodeFunctionResult(name, result)[0] as unknown;
  };
  const address = String(await ethCall(accountFactory, FACTORY, 'getAddress', [ownerAddress, ACCOUNT_SALT]));
  const isDeployed = async () => (await read(node, 'eth_getCode', [address, 'latest'], hexData)) !== '0x';

  async function waitForReceipt(userOpHash: string): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const receipt = await read(bundler, 'eth_getUserOperationReceipt', [userOpHash], receiptSchema);
      if (receipt) {
        if (!receipt.success) throw new Error(USER_OPERATION_FAILED);
        return receipt.receipt.transactionHash;
      }
      if (Date.now() > deadline) throw new Error(USER_OPERATION_TIMED_OUT);
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }

  const ownerSigner: UserOperationSigner = { placeholder: placeholderSignature(), sign: (userOpHash) => owner.sign(userOpHash).serialized };

  /** An operation of `sender`; `init` is its factory and createAccount call while it has no code. */
  async function prepareOf(sender: string, init: { factory: string; factoryData: string } | undefined, calls: readonly Call[], signer: UserOperationSigner): Promise<PreparedUserOperation> {
    const [nonce, fees] = await Promise.all([ethCall(entryPoint, ENTRY_POINT, 'getNonce', [sender, 0n]) as Promise<bigint>, fillFees({}, node)]);
    const [maxFeePerGas, maxPriorityFeePerGas] = fees.type === 2 ? [fees.maxFeePerGas, fees.maxPriorityFeePerGas] : [fees.gasPrice, fees.gasPrice];
    const draft: UserOperation = {
      sender,
      nonce: toBeHex(nonce),
      ...init,
      callData: callData(calls),
      callGasLimit: '0x0',
      verificationGasLimit: '0x0',
      preVerificationGas: '0x0',
      maxFeePerGas: toBeHex(maxFeePerGas),
      maxPriorityFeePerGas: toBeHex(maxPriorityFeePerGas),
      signature: signer.placeholder,
    };
    const estimate = await read(bundler, 'eth_estimateUserOperationGas', [draft, entryPoint], estimateSchema);
    const operation = { ...draft, ...estimate };
    return {
      operation,
      nonce,
      gasLimit: totalGas(operation),
      maxFeePerGas,
      maxPriorityFeePerGas,
      send: async () => {
        const signed = { ...operation, signature: signer.sign(userOperationHash(operation, entryPoint, network.chainId)) };
        return waitForReceipt(await read(bundler, 'eth_sendUserOperation', [signed, entryPoint], hash));
      },
    };
  }

  const prepare = async (calls: readonly Call[]) =>
    prepareOf(address, (await isDeployed()) ? undefined : { factory: accountFactory, factoryData: FACTORY.encodeFunctionData('createAccount', [ownerAddress, ACCOUNT_SALT]) }, calls, ownerSigner);
  const prepareAs = (account: string, calls: readonly Call[], signer: UserOperationSigner) => prepareOf(account, undefined, calls, signer);

  async function sessionAccount(key: string) {
    const salt = sessionSalt(key);
    const sessionAddress = String(await ethCall(sessionAccountFactory, FACTORY, 'getAddress', [address, salt]));
    const balance = BigInt(await read(node, 'eth_getBalance', [sessionAddress, 'latest'], quantity));
    return { address: sessionAddress, deploy: { to: sessionAccountFactory, value: 0n, data: FACTORY.encodeFunctionData('createAccount', [address, salt]) }, balance };
  }

  return { address, isDeployed, prepare, sessionAccount, prepareAs };
}
