// Builds and signs ERC-4337 0.8 user operations with ethers for the bundler's tests; the hash signed is
// the EntryPoint's own (the wallet frame computes it itself, and its test checks it against this one).
import { concat, Contract, toBeHex, Wallet, zeroPadValue, type BigNumberish } from 'ethers';
import { accountAbstractionInterface, ENTRY_POINT_ADDRESS, freshProvider, rpcCall } from '../src/index.js';

/** A user operation as ERC-7769's JSON-RPC carries it (EntryPoint 0.7 and 0.8 field names). */
export interface RpcUserOperation {
  sender: string;
  nonce: string;
  factory?: string;
  factoryData?: string;
  callData: string;
  callGasLimit: string;
  verificationGasLimit: string;
  preVerificationGas: string;
  maxFeePerGas: string;
  maxPriorityFeePerGas: string;
  signature: string;
}

/** Two 128-bit values in one word, the high one first, as the EntryPoint packs gas limits and fees. */
const packPair = (high: BigNumberish, low: BigNumberish) => concat([zeroPadValue(toBeHex(high), 16), zeroPadValue(toBeHex(low), 16)]);

/** The operation as the EntryPoint takes it (PackedUserOperation). */
export const packUserOperation = (op: RpcUserOperation) => ({
  sender: op.sender,
  nonce: op.nonce,
  initCode: op.factory ? concat([op.factory, op.factoryData ?? '0x']) : '0x',
  callData: op.callData,
  accountGasLimits: packPair(op.verificationGasLimit, op.callGasLimit),
  preVerificationGas: op.preVerificationGas,
  gasFees: packPair(op.maxPriorityFeePerGas, op.maxFeePerGas),
  paymasterAndData: '0x',
  signature: op.signature,
});

/** The hash the owner signs, as the EntryPoint itself computes it (getUserOpHash). */
export async function userOperationHash(op: RpcUserOperation, rpcUrl: string): Promise<string> {
  const provider = freshProvider(rpcUrl);
  try {
    return (await new Contract(ENTRY_POINT_ADDRESS, accountAbstractionInterface('EntryPoint'), provider).getFunction('getUserOpHash')(packUserOperation(op))) as string;
  } finally {
    provider.destroy();
  }
}

/** A well-formed signature by nobody: the account recovers it to another address and fails validation softly, as estimation needs. */
export const PLACEHOLDER_SIGNATURE = new Wallet(toBeHex(1, 32)).signingKey.sign(toBeHex(2, 32)).serialized;

/** A SessionAccount's session-key signature: the key's address, then its signature of the operation hash. */
export const sessionSignature = (key: Wallet, signature: string) => concat([key.address, signature]);

/**
 * Fills the gas limits from the bundler's estimate and the fees from the node, then signs with `owner`,
 * or with the `session` key instead when given. `draft` has the sender, nonce, init code and call.
 */
export async function prepareUserOperation(
  draft: Pick<RpcUserOperation, 'sender' | 'nonce' | 'callData' | 'factory' | 'factoryData'>,
  { bundlerUrl, rpcUrl, owner, session }: { bundlerUrl: string; rpcUrl: string; owner: Wallet; session?: Wallet },
): Promise<RpcUserOperation> {
  const sign = (signature: string) => (session ? sessionSignature(session, signature) : signature);
  const gasPrice = BigInt((await rpcCall(rpcUrl, 'eth_gasPrice')) as string);
  const unsigned: RpcUserOperation = {
    ...draft,
    callGasLimit: '0x0',
    verificationGasLimit: '0x0',
    preVerificationGas: '0x0',
    maxFeePerGas: toBeHex(gasPrice * 2n),
    maxPriorityFeePerGas: toBeHex(gasPrice),
    signature: sign(PLACEHOLDER_SIGNATURE),
  };
  const estimate = (await rpcCall(bundlerUrl, 'eth_estimateUserOperationGas', [unsigned, ENTRY_POINT_ADDRESS])) as Pick<RpcUserOperation, 'callGasLimit' | 'verificationGasLimit' | 'preVerificationGas'>;
  const op = { ...unsigned, callGasLimit: estimate.callGasLimit, verificationGasLimit: estimate.verificationGasLimit, preVerificationGas: estimate.preVerificationGas };
  return { ...op, signature: sign((session ?? owner).signingKey.sign(await userOperationHash(op, rpcUrl)).serialized) };
}

/** Polls the bundler until the operation's receipt is there. */
export async function waitForUserOperationReceipt(bundlerUrl: string, hash: string, timeoutMs = 15_000): Promise<{ success: boolean; receipt: { transactionHash: string } }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const receipt = await rpcCall(bundlerUrl, 'eth_getUserOperationReceipt', [hash]);
    if (receipt) return receipt as { success: boolean; receipt: { transactionHash: string } };
    if (Date.now() > deadline) throw new Error(`No receipt for user operation ${hash} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
