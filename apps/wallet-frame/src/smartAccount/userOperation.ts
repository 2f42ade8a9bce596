// The ERC-4337 0.8 user operation of the embedded smart account (SimpleAccount's functions): its fields as
// ERC-7769's JSON-RPC carries them, and the EIP-712 hash the owner key signs (EntryPoint.getUserOpHash).
import { concat, toBeHex, TypedDataEncoder, zeroPadValue, type BigNumberish } from 'ethers';

export interface UserOperation {
  sender: string;
  nonce: string;
  /** The factory and its createAccount call: only on the operation that deploys the account. */
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

const PACKED_USER_OPERATION = {
  PackedUserOperation: [
    { name: 'sender', type: 'address' },
    { name: 'nonce', type: 'uint256' },
    { name: 'initCode', type: 'bytes' },
    { name: 'callData', type: 'bytes' },
    { name: 'accountGasLimits', type: 'bytes32' },
    { name: 'preVerificationGas', type: 'uint256' },
    { name: 'gasFees', type: 'bytes32' },
    { name: 'paymasterAndData', type: 'bytes' },
  ],
};

/** Two 128-bit values in one word, the high one first, as the EntryPoint packs gas limits and fees. */
const packPair = (high: BigNumberish, low: BigNumberish) => concat([zeroPadValue(toBeHex(high), 16), zeroPadValue(toBeHex(low), 16)]);

/** The operation as the EntryPoint takes it (PackedUserOperation) but for its signature: what the hash covers. */
export const packUserOperation = (op: UserOperation) => ({
  sender: op.sender,
  nonce: op.nonce,
  initCode: op.factory ? concat([op.factory, op.factoryData ?? '0x']) : '0x',
  callData: op.callData,
  accountGasLimits: packPair(op.verificationGasLimit, op.callGasLimit),
  preVerificationGas: op.preVerificationGas,
  gasFees: packPair(op.maxPriorityFeePerGas, op.maxFeePerGas),
  paymasterAndData: '0x',
});

/** The hash the EntryPoint 0.8 at `entryPoint` on `chainId` has the account check the owner's signature against. */
export function userOperationHash(op: UserOperation, entryPoint: string, chainId: number): string {
  return TypedDataEncoder.hash({ name: 'ERC4337', version: '1', chainId, verifyingContract: entryPoint }, PACKED_USER_OPERATION, packUserOperation(op));
}

/** Every gas limit of the operation together: times the highest fee, the most it can cost. */
export const totalGas = (op: UserOperation): bigint => BigInt(op.callGasLimit) + BigInt(op.verificationGasLimit) + BigInt(op.preVerificationGas);
