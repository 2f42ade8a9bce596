// Signing and sending with the account's EVM key, through ethers' BaseWallet (loaded with
// import() when the first unsafe request is approved). eth_sendTransaction fills the nonce, gas
// and fees from the network's node, signs, sends the raw transaction and answers its hash at
// once, without waiting for it to be mined. No ethers provider: the node is asked through `call`.
import { BaseWallet, getBytes, isHexString, SigningKey, TypedDataEncoder, type TransactionLike } from 'ethers';
import * as z from 'zod/mini';
import type { TransactionRequest, TypedData } from './params.js';
import { toBigInt } from './params.js';

export interface EvmSigner {
  readonly address: string;
  personalSign(message: string): Promise<string>;
  signTypedData(data: TypedData): Promise<string>;
  sendTransaction(tx: TransactionRequest): Promise<string>;
  /** Lets go of what it holds. */
  destroy?(): void;
}

/** One JSON-RPC call to the network's node. */
export type NodeCall = (method: string, params: unknown[]) => Promise<unknown>;

const quantity = z.string().check(z.regex(/^0x[0-9a-fA-F]+$/, 'must be a hex quantity'));
const hash = z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/, 'must be a transaction hash'));
const latestBlock = z.object({ baseFeePerGas: z.optional(z.nullable(quantity)) });
/** Used when the node has no eth_maxPriorityFeePerGas: 1 gwei. */
export const DEFAULT_PRIORITY_FEE = 1_000_000_000n;

async function read<S extends z.ZodMiniType>(call: NodeCall, method: string, params: unknown[], schema: S): Promise<z.infer<S>> {
  const parsed = schema.safeParse(await call(method, params));
  if (!parsed.success) throw new Error(`The network answered ${method} with something unexpected`);
  return parsed.data;
}

const hexQuantity = (value: bigint) => `0x${value.toString(16)}`;

/** The transaction with nonce, gas and fees filled from the node where the app left them out. */
export async function fillTransaction(tx: TransactionRequest, from: string, chainId: number, call: NodeCall): Promise<TransactionLike<string>> {
  const data = tx.data ?? tx.input ?? '0x';
  const value = toBigInt(tx.value) ?? 0n;
  const filled: TransactionLike<string> = { chainId, to: tx.to ?? null, data, value };
  filled.nonce = Number(toBigInt(tx.nonce) ?? BigInt(await read(call, 'eth_getTransactionCount', [from, 'pending'], quantity)));
  const estimate = { from, ...(tx.to ? { to: tx.to } : {}), data, value: hexQuantity(value) };
  filled.gasLimit = toBigInt(tx.gas ?? tx.gasLimit) ?? BigInt(await read(call, 'eth_estimateGas', [estimate], quantity));
  const gasPrice = toBigInt(tx.gasPrice);
  if (gasPrice !== undefined && tx.maxFeePerGas === undefined) {
    filled.type = 0;
    filled.gasPrice = gasPrice;
    return filled;
  }
  const block = await read(call, 'eth_getBlockByNumber', ['latest', false], latestBlock);
  if (block.baseFeePerGas == null) {
    filled.type = 0;
    filled.gasPrice = BigInt(await read(call, 'eth_gasPrice', [], quantity));
    return filled;
  }
  const priority =
    toBigInt(tx.maxPriorityFeePerGas) ?? (await read(call, 'eth_maxPriorityFeePerGas', [], quantity).then(BigInt, () => DEFAULT_PRIORITY_FEE));
  filled.type = 2;
  filled.maxPriorityFeePerGas = priority;
  filled.maxFeePerGas = toBigInt(tx.maxFeePerGas) ?? BigInt(block.baseFeePerGas) * 2n + priority;
  return filled;
}

/** A signer for one private key on one network. */
export function createEvmSigner(privateKey: string, network: { chainId: number }, call: NodeCall): EvmSigner {
  const wallet = new BaseWallet(new SigningKey(privateKey));
  return {
    address: wallet.address,
    personalSign: (message) => wallet.signMessage(isHexString(message) ? getBytes(message) : message),
    signTypedData: (data) => {
      const types = Object.fromEntries(Object.entries(data.types).filter(([name]) => name !== 'EIP712Domain'));
      // ethers checks the types, the domain and the message against each other.
      TypedDataEncoder.from(types);
      return wallet.signTypedData(data.domain, types, data.message);
    },
    async sendTransaction(tx) {
      const signed = await wallet.signTransaction(await fillTransaction(tx, wallet.address, network.chainId, call));
      return read(call, 'eth_sendRawTransaction', [signed], hash);
    },
  };
}
