// EIP-5792 for the swap: a wallet that sends calls atomically on the network (its
// wallet_getCapabilities says so) gets the approval and the swap as one wallet_sendCalls, so the
// person approves once; the bundle's transaction hash comes from wallet_getCallsStatus. Asked through
// the wallet's own EIP-1193 provider, whatever the connector: never assumed from its name.
import * as z from 'zod/mini';
import type { CaipNetwork } from '../../caip/network.js';
import type { Clock } from '../../clock/clock.js';
import { signatureDeclined, smartAccountSignatureDeclined, swapBatchFailed, swapBatchTimedOut, walletInvalidCallsAnswer } from '../../errors/catalogue.js';
import { isDecline } from '../../errors/decline.js';
import { LatchError } from '../../errors/LatchError.js';
import { transactionHashSchema } from '../../rules/rpc.js';
import { askAtomicStatus, hexQuantity } from '../account/walletCapabilities.js';
import { walletRequester, type Eip1193Requester } from '../account/walletRequests.js';
import type { ChainAdapter } from '../../adapter/types.js';

/** wallet_getCallsStatus is asked this often until the bundle is in, for at most this long. */
export const CALLS_STATUS_POLL_MS = 1_000;
export const CALLS_STATUS_TIMEOUT_MS = 120_000;

/** wallet_sendCalls' answer: the bundle's id (EIP-5792 2.0 answers an object; 1.0 wallets the bare id). */
export const sendCallsAnswerSchema = z.union([z.string().check(z.minLength(1)), z.object({ id: z.string().check(z.minLength(1)) })]);

/** wallet_getCallsStatus' answer: 1xx pending, 2xx in (with the receipts), 4xx not sent, 5xx reverted, 6xx partly reverted. */
export const callsStatusSchema = z.object({
  status: z.int(),
  receipts: z.optional(z.array(z.object({ transactionHash: transactionHashSchema }))),
});

export interface BatchCall {
  to: string;
  data: string;
  value: bigint;
}

const pause = (clock: Clock, ms: number) => new Promise<void>((resolve) => clock.setTimeout(resolve, ms));

function invalidAnswer(method: string, { issues }: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): never {
  throw new LatchError(walletInvalidCallsAnswer, { details: `${method}: ${issues.map(({ path, message }) => `${path.map(String).join('.') || 'answer'}: ${message}`).join('; ')}` });
}

/**
 * Sends `calls` from `from` as one atomic bundle (wallet_sendCalls, atomicRequired), then asks
 * wallet_getCallsStatus until it is in; resolves with the transaction hash of its last call, as a
 * single transaction's send does. A bundle the wallet reports failed, or still pending after
 * CALLS_STATUS_TIMEOUT_MS, is an error.
 */
export async function sendAtomicCalls(provider: Eip1193Requester, { from, chainId, calls, clock }: { from: string; chainId: number; calls: BatchCall[]; clock: Clock }): Promise<string> {
  const batch = { version: '2.0.0', from, chainId: hexQuantity(chainId), atomicRequired: true, calls: calls.map(({ to, data, value }) => ({ to, data, value: hexQuantity(value) })) };
  const sent = sendCallsAnswerSchema.safeParse(await provider.request({ method: 'wallet_sendCalls', params: [batch] }));
  if (!sent.success) invalidAnswer('wallet_sendCalls', sent.error);
  const id = typeof sent.data === 'string' ? sent.data : sent.data.id;
  const deadline = clock.now() + CALLS_STATUS_TIMEOUT_MS;
  for (;;) {
    const answer = callsStatusSchema.safeParse(await provider.request({ method: 'wallet_getCallsStatus', params: [id] }));
    if (!answer.success) invalidAnswer('wallet_getCallsStatus', answer.error);
    const { status, receipts } = answer.data;
    if (status >= 200 && status < 300) {
      const hash = receipts?.at(-1)?.transactionHash;
      if (!hash) throw new LatchError(walletInvalidCallsAnswer, { details: 'wallet_getCallsStatus: a bundle that is in has no receipt' });
      return hash;
    }
    if (status >= 400) throw new LatchError(swapBatchFailed, { details: `wallet_getCallsStatus: status ${status}` });
    if (clock.now() >= deadline) throw new LatchError(swapBatchTimedOut, { details: id });
    await pause(clock, CALLS_STATUS_POLL_MS);
  }
}

/** SPEC 8: a decline reads "Signature declined", on a smart account "This application might not support Smart Accounts"; other errors stay as they are. */
export function asDecline(error: unknown, smartAccount: boolean): unknown {
  if (!isDecline(error)) return error;
  return new LatchError(smartAccount ? smartAccountSignatureDeclined : signatureDeclined, { cause: error });
}

/** The wallet's atomic batches, once it said it sends them on the network. */
export interface AtomicBatch {
  send(calls: BatchCall[]): Promise<string>;
}

/**
 * The connected wallet's atomic batches on `network` when its capabilities say 'supported' (the
 * account batches on its own: a smart account); undefined otherwise ('ready' would first ask the person
 * to upgrade their account, which a swap should not). Asked through the adapter's wallet provider.
 */
export async function atomicBatchOf(adapter: Pick<ChainAdapter, 'getWalletProvider'>, from: string, network: CaipNetwork, clock: Clock): Promise<AtomicBatch | undefined> {
  const chainId = Number(network.id);
  const wallet = await walletRequester(adapter);
  if (!wallet || (await askAtomicStatus(wallet, from, chainId, clock)) !== 'supported') return undefined;
  return { send: (calls) => sendAtomicCalls(wallet, { from, chainId, calls, clock }) };
}
