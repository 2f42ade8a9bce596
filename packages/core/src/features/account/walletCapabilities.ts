// EIP-5792's wallet_getCapabilities, asked through the connected wallet's own provider (never assumed
// from a connector's name): whether the account sends a batch of calls atomically on a chain. An
// account that does so on its own ('supported') is a smart account.
import * as z from 'zod/mini';
import type { ChainAdapter } from '../../adapter/types.js';
import type { Clock } from '../../clock/clock.js';
import type { AccountState } from './accountsSlice.js';
import { walletRequester, type Eip1193Requester } from './walletRequests.js';

/** A wallet that has not answered wallet_getCapabilities by then is taken as one without atomic batches. */
export const CAPABILITIES_TIMEOUT_MS = 3_000;

const atomicStatusSchema = z.enum(['supported', 'ready', 'unsupported']);
export type AtomicStatus = z.infer<typeof atomicStatusSchema>;

/** wallet_getCapabilities' answer: capabilities by hex chain id ('0x0': every chain); only `atomic` is read. */
export const capabilitiesSchema = z.record(z.string(), z.object({ atomic: z.optional(z.object({ status: atomicStatusSchema })) }));

export const hexQuantity = (value: bigint | number) => `0x${value.toString(16)}`;

/**
 * What the wallet says of atomic batches on `chainId`: its answer for that chain, else for every
 * chain ('0x0'). An answer that does not parse is 'unsupported'.
 */
export function atomicStatusOf(capabilities: unknown, chainId: number): AtomicStatus {
  const parsed = capabilitiesSchema.safeParse(capabilities);
  if (!parsed.success) return 'unsupported';
  const forChain = Object.entries(parsed.data).find(([key]) => /^0x[0-9a-f]+$/i.test(key) && BigInt(key) === BigInt(chainId))?.[1];
  return (forChain ?? parsed.data['0x0'])?.atomic?.status ?? 'unsupported';
}

/** Asks the wallet; one without EIP-5792 (it refuses the method) or silent for CAPABILITIES_TIMEOUT_MS is 'unsupported'. */
export async function askAtomicStatus(provider: Eip1193Requester, address: string, chainId: number, clock: Clock): Promise<AtomicStatus> {
  let timer: unknown;
  const silent = new Promise<undefined>((resolve) => (timer = clock.setTimeout(() => resolve(undefined), CAPABILITIES_TIMEOUT_MS)));
  try {
    const answer = await Promise.race([provider.request({ method: 'wallet_getCapabilities', params: [address, [hexQuantity(chainId)]] }), silent]);
    return atomicStatusOf(answer, chainId);
  } catch {
    return 'unsupported';
  } finally {
    clock.clearTimeout(timer);
  }
}

/** Whether the connected wallet says its account batches atomically on its own on `chainId` (a smart account); false where it cannot be asked. */
export async function batchesOnItsOwn(adapter: Pick<ChainAdapter, 'getWalletProvider'> | undefined, address: string, chainId: number, clock: Clock): Promise<boolean> {
  const wallet = Number.isSafeInteger(chainId) ? await walletRequester(adapter) : undefined;
  return wallet !== undefined && (await askAtomicStatus(wallet, address, chainId, clock)) === 'supported';
}

/** Whether the account's address is a smart account, as its wallet reported it (the embedded wallet's). */
export const isSmartAccount = (account: Pick<AccountState, 'address' | 'allAccounts'> | undefined) =>
  Boolean(account?.allAccounts.some(({ address, type }) => type === 'smartAccount' && address === account.address));
