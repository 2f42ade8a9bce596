// A user operation that a session key signs outside the frame's checks (as a bug in the frame, or
// anyone who got the key, could send it), and what refuses it: the bundler's simulation, and the
// EntryPoint itself when a node runs handleOps with it. Either refusal is the account's, on chain.
import { accountAbstractionInterface, freshProvider, SESSION_ACCOUNT_CONTRACT } from '@latch/devnet';
import { Contract, toBeHex, Wallet } from 'ethers';
import { rpcCall } from '../src/rpc/jsonRpc.js';
import type { Call } from '../src/smartAccount/sender.js';
import { sessionSigner } from '../src/smartAccount/sessions/sessionKey.js';
import { packUserOperation, userOperationHash, type UserOperation } from '../src/smartAccount/userOperation.js';
import type { SmartAccountWorld } from './smartAccountWorld.js';

/** The gas limits of a session-key operation made here, together (fixed: the bundler would not estimate a refused one). */
export const SESSION_OPERATION_GAS = 700_000n;

const account = () => accountAbstractionInterface(SESSION_ACCOUNT_CONTRACT);
const entryPointOf = (world: SmartAccountWorld, runner: ConstructorParameters<typeof Contract>[2]) =>
  new Contract(world.devnet.accountAbstraction.entryPoint, accountAbstractionInterface('EntryPoint'), runner);

/** `call` from `sender` as one execute, signed by the session key; `maxFeePerGas` is twice the node's gas price unless given. */
export async function sessionKeyOperation(
  world: SmartAccountWorld,
  { sender, privateKey, call, maxFeePerGas }: { sender: string; privateKey: string; call: Call; maxFeePerGas?: bigint },
): Promise<UserOperation> {
  const provider = freshProvider(world.devnet.rpcUrl);
  try {
    const gasPrice = BigInt((await rpcCall(world.devnet.rpcUrl, 'eth_gasPrice')) as string);
    const nonce = (await entryPointOf(world, provider).getFunction('getNonce')(sender, 0n)) as bigint;
    const op: UserOperation = {
      sender,
      nonce: toBeHex(nonce),
      callData: account().encodeFunctionData('execute', [call.to, call.value, call.data]),
      callGasLimit: toBeHex(200_000),
      verificationGasLimit: toBeHex(400_000),
      preVerificationGas: toBeHex(SESSION_OPERATION_GAS - 600_000n),
      maxFeePerGas: toBeHex(maxFeePerGas ?? gasPrice * 2n),
      maxPriorityFeePerGas: toBeHex(gasPrice),
      signature: '0x',
    };
    return { ...op, signature: sessionSigner(privateKey).sign(userOperationHash(op, world.devnet.accountAbstraction.entryPoint, world.devnet.chainId)) };
  } finally {
    provider.destroy();
  }
}

/** The bundler's answer to `op` ('accepted' or its error), and the EntryPoint's revert reason and the account's error when a node runs handleOps with it. */
export async function refusals(world: SmartAccountWorld, op: UserOperation): Promise<{ bundler: string; entryPoint: { reason: string; accountError?: string } }> {
  const bundler = await rpcCall(world.bundler.url, 'eth_sendUserOperation', [op, world.devnet.accountAbstraction.entryPoint]).then(
    () => 'accepted',
    (error: Error) => error.message,
  );
  const provider = freshProvider(world.devnet.rpcUrl);
  try {
    const executor = new Wallet(world.devnet.accounts[0]!.privateKey, provider);
    const handleOps = entryPointOf(world, executor).getFunction('handleOps');
    const revert = await handleOps.staticCall([{ ...packUserOperation(op), signature: op.signature }], executor.address).then(
      () => undefined,
      (error: { revert?: { args: unknown[] } }) => error.revert,
    );
    if (!revert) return { bundler, entryPoint: { reason: 'accepted' } };
    const [, reason, inner] = revert.args as [bigint, string, string | undefined];
    const accountError = inner ? account().parseError(inner)?.name : undefined;
    return { bundler, entryPoint: { reason, ...(accountError ? { accountError } : {}) } };
  } finally {
    provider.destroy();
  }
}
