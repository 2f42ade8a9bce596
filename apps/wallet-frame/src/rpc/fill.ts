// A transaction made complete before the person sees it: nonce, gas and fees as the app set them,
// else from the network's node. The approval screen shows the filled transaction's fee and the
// signer signs that same transaction, so what was approved is what is sent. No ethers here (types
// only): this runs before the signer's code is loaded.
import type { TransactionLike } from 'ethers';
import * as z from 'zod/mini';
import { NONCE_TOO_LARGE } from '../messages.js';
import type { TransactionRequest } from './params.js';
import { toBigInt } from './params.js';

/** One JSON-RPC call to the network's node. */
export type NodeCall = (method: string, params: unknown[]) => Promise<unknown>;

type Fees = { type: 0; gasPrice: bigint } | { type: 2; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint };

/** A transaction ready to sign: chain, nonce, gas and fees all set. */
export type FilledTransaction = TransactionLike<string> & { chainId: number; nonce: number; gasLimit: bigint; data: string; value: bigint } & Fees;

const quantity = z.string().check(z.regex(/^0x[0-9a-fA-F]+$/, 'must be a hex quantity'));
const latestBlock = z.object({ baseFeePerGas: z.optional(z.nullable(quantity)) });
/** Used when the node has no eth_maxPriorityFeePerGas: 1 gwei. */
export const DEFAULT_PRIORITY_FEE = 1_000_000_000n;

/** The node's answer to `method`, read by `schema`; an error saying so when it does not fit. */
export async function read<S extends z.ZodMiniType>(call: NodeCall, method: string, params: unknown[], schema: S): Promise<z.infer<S>> {
  const parsed = schema.safeParse(await call(method, params));
  if (!parsed.success) throw new Error(`The network answered ${method} with something unexpected`);
  return parsed.data;
}

const readQuantity = async (call: NodeCall, method: string, params: unknown[]) => BigInt(await read(call, method, params, quantity));
const hexQuantity = (value: bigint) => `0x${value.toString(16)}`;

/** The fees as the app set them, else EIP-1559 fees from the latest block (a legacy gas price without a base fee). */
export async function fillFees(tx: TransactionRequest, call: NodeCall): Promise<Fees> {
  const gasPrice = toBigInt(tx.gasPrice);
  if (gasPrice !== undefined && tx.maxFeePerGas === undefined) return { type: 0, gasPrice };
  const block = await read(call, 'eth_getBlockByNumber', ['latest', false], latestBlock);
  if (block.baseFeePerGas == null) return { type: 0, gasPrice: await readQuantity(call, 'eth_gasPrice', []) };
  const maxPriorityFeePerGas = toBigInt(tx.maxPriorityFeePerGas) ?? (await readQuantity(call, 'eth_maxPriorityFeePerGas', []).catch(() => DEFAULT_PRIORITY_FEE));
  const maxFeePerGas = toBigInt(tx.maxFeePerGas) ?? BigInt(block.baseFeePerGas) * 2n + maxPriorityFeePerGas;
  return { type: 2, maxFeePerGas, maxPriorityFeePerGas };
}

/** The transaction with nonce, gas and fees filled from the node where the app left them out. */
export async function fillTransaction(tx: TransactionRequest, from: string, chainId: number, call: NodeCall): Promise<FilledTransaction> {
  const data = tx.data ?? tx.input ?? '0x';
  const value = toBigInt(tx.value) ?? 0n;
  const nonce = Number(toBigInt(tx.nonce) ?? (await readQuantity(call, 'eth_getTransactionCount', [from, 'pending'])));
  if (!Number.isSafeInteger(nonce)) throw new Error(NONCE_TOO_LARGE);
  const estimate = { from, ...(tx.to ? { to: tx.to } : {}), data, value: hexQuantity(value) };
  const gasLimit = toBigInt(tx.gas ?? tx.gasLimit) ?? (await readQuantity(call, 'eth_estimateGas', [estimate]));
  return { chainId, to: tx.to ?? null, data, value, nonce, gasLimit, ...(await fillFees(tx, call)) };
}

/** The most the transaction can cost in fees: its gas limit at its highest price per gas. */
export const maxFee = (tx: FilledTransaction): bigint => tx.gasLimit * (tx.type === 2 ? tx.maxFeePerGas : tx.gasPrice);

/**
 * wallet_sendCalls' calls filled before they are shown, nonces in order from the account's next.
 * A call the node cannot estimate yet (it depends on a call before it) is undefined: it is filled
 * when it is sent, after the calls before it.
 */
export async function fillCalls(calls: readonly TransactionRequest[], from: string, chainId: number, call: NodeCall): Promise<(FilledTransaction | undefined)[]> {
  const next = await readQuantity(call, 'eth_getTransactionCount', [from, 'pending']);
  return Promise.all(
    calls.map((request, index) => fillTransaction({ ...request, nonce: hexQuantity(next + BigInt(index)) }, from, chainId, call).catch(() => undefined)),
  );
}
