// EIP-5792's wallet_getCapabilities, asked through the connected wallet's own provider (never assumed
// from a connector's name): whether the account sends a batch of calls atomically on a chain. An
// account that does so on its own ('supported') is a smart account.
import * as z from 'zod/mini';
import type { ChainAdapter } from '../../adapter/types.js';
import type { Clock } from '../../clock/clock.js';
import type { AccountState } from './accountsSlice.js';
import { askWallet, walletRequester, type Eip1193Requester } from './walletRequests.js';

const atomicStatusSchema = z.enum(['supported', 'ready', 'unsupported']);
export type AtomicStatus = z.infer<typeof atomicStatusSchema>;

/** wallet_getCapabilities' answer: capabilities by hex chain id ('0x0': every chain). */
const capabilitiesSchema = z.record(z.string(), z.unknown());
const atomicCapabilitySchema = z.object({ atomic: z.optional(z.object({ status: atomicStatusSchema })) });

export const hexQuantity = (value: bigint | number) => `0x${value.toString(16)}`;

/** The entry of a wallet's answer keyed by hex chain id (EIP-5792, EIP-7811) for `chainId`, whatever the hex digits' case. */
export const entryForChain = <T>(byChain: Record<string, T>, chainId: number): T | undefined =>
  Object.entries(byChain).find(([key]) => /^0x[0-9a-f]+$/i.test(key) && BigInt(key) === BigInt(chainId))?.[1];

/**
 * What the wallet says of `chainId`: its answer for that chain, else for every chain ('0x0');
 * undefined for an answer that is not capabilities by chain. Each capability is parsed on its own,
 * so one the wallet writes wrongly does not hide the others.
 */
export function capabilitiesOn(capabilities: unknown, chainId: number): unknown {
  const parsed = capabilitiesSchema.safeParse(capabilities);
  if (!parsed.success) return undefined;
  return entryForChain(parsed.data, chainId) ?? parsed.data['0x0'];
}

/** What the wallet says of atomic batches on `chainId`; an answer that does not parse is 'unsupported'. */
export function atomicStatusOf(capabilities: unknown, chainId: number): AtomicStatus {
  const parsed = atomicCapabilitySchema.safeParse(capabilitiesOn(capabilities, chainId));
  return (parsed.success && parsed.data.atomic?.status) || 'unsupported';
}

/** The wallet's capabilities for `address` on `chainId`; undefined from a wallet without EIP-5792 (it refuses the method) or a silent one. */
export const askCapabilities = (provider: Eip1193Requester, address: string, chainId: number, clock: Clock) =>
  askWallet(provider, { method: 'wallet_getCapabilities', params: [address, [hexQuantity(chainId)]] }, clock);

/** Asks the wallet; one without EIP-5792 or silent for WALLET_ANSWER_TIMEOUT_MS is 'unsupported'. */
export async function askAtomicStatus(provider: Eip1193Requester, address: string, chainId: number, clock: Clock): Promise<AtomicStatus> {
  return atomicStatusOf(await askCapabilities(provider, address, chainId, clock), chainId);
}

/** Whether the connected wallet says its account batches atomically on its own on `chainId` (a smart account); false where it cannot be asked. */
export async function batchesOnItsOwn(adapter: Pick<ChainAdapter, 'getWalletProvider'> | undefined, address: string, chainId: number, clock: Clock): Promise<boolean> {
  const wallet = Number.isSafeInteger(chainId) ? await walletRequester(adapter) : undefined;
  return wallet !== undefined && (await askAtomicStatus(wallet, address, chainId, clock)) === 'supported';
}

/** Whether the account's address is a smart account, as its wallet reported it (the embedded wallet's). */
export const isSmartAccount = (account: Pick<AccountState, 'address' | 'allAccounts'> | undefined) =>
  Boolean(account?.allAccounts.some(({ address, type }) => type === 'smartAccount' && address === account.address));
