import type { ChainAdapter } from '../../adapter/types.js';
import type { Clock } from '../../clock/clock.js';

/** The part of an EIP-1193 provider core asks directly (EIP-5792 batches, EIP-7811 assets, a smart account's code). */
export interface Eip1193Requester {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

/** A wallet that has not answered one of core's own questions (its capabilities, its assets) by then is taken as one that cannot. */
export const WALLET_ANSWER_TIMEOUT_MS = 3_000;

/** The connected wallet's EIP-1193 provider through its adapter, when it has one that can be asked. */
export async function walletRequester(adapter: Pick<ChainAdapter, 'getWalletProvider'> | undefined): Promise<Eip1193Requester | undefined> {
  const provider = (await adapter?.getWalletProvider?.()) as Partial<Eip1193Requester> | undefined;
  return typeof provider?.request === 'function' ? (provider as Eip1193Requester) : undefined;
}

/** The methods each wallet stayed silent to: it is not waited on again, so only its first balance read is late. */
const silentTo = new WeakMap<Eip1193Requester, Set<string>>();

/**
 * The wallet's answer; undefined where it refuses the method or stays silent for WALLET_ANSWER_TIMEOUT_MS,
 * and at once where it stayed silent to that method before.
 */
export async function askWallet(provider: Eip1193Requester, args: { method: string; params?: unknown[] }, clock: Clock): Promise<unknown> {
  const silentMethods = silentTo.get(provider) ?? new Set<string>();
  if (silentMethods.has(args.method)) return undefined;
  let timer: unknown;
  const silent = new Promise<undefined>(
    (resolve) =>
      (timer = clock.setTimeout(() => {
        silentTo.set(provider, silentMethods.add(args.method));
        resolve(undefined);
      }, WALLET_ANSWER_TIMEOUT_MS)),
  );
  try {
    return await Promise.race([provider.request(args), silent]);
  } catch {
    return undefined;
  } finally {
    clock.clearTimeout(timer);
  }
}
