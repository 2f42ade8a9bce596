// What /readyz checks (http/health.ts): the database answers and holds exactly the code's
// migrations, and each configured chain's node answers a cheap call, each within
// READY_CHECK_TIMEOUT_MS; a draining replica is not ready. The reasons name what is not, never an
// address or a URL (the answer is public).
import { z } from 'zod';
import type { ChainConfig } from '../chain/config.js';
import type { SolanaChainConfig } from '../chain/solanaConfig.js';
import type { Queryable } from '../db/db.js';
import { migrationState } from '../db/migrate.js';

/** How long each check may take: a probe's answer stays well under a balancer's usual probe timeout. */
export const READY_CHECK_TIMEOUT_MS = 2_000;

export const DRAINING: NotReadyCheck = { check: 'draining', reason: 'the replica is shutting down' };

/** A check that failed, and why. */
export interface NotReadyCheck {
  check: string;
  reason: string;
}

export interface ReadinessTargets {
  db: Queryable;
  chains: readonly ChainConfig[];
  solanaChains: readonly SolanaChainConfig[];
  draining: AbortSignal;
}

class NotReady extends Error {}

/** Why it failed, without the addresses a driver's or fetch's message carries. */
function describe(error: unknown): string {
  if (error instanceof NotReady) return error.message;
  if ((error as { name?: unknown }).name === 'TimeoutError') return `did not answer within ${READY_CHECK_TIMEOUT_MS / 1000} s`;
  const code = (error as { code?: unknown; cause?: { code?: unknown } }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;
  return `did not answer${typeof code === 'string' ? ` (${code})` : ''}`;
}

/** `work`, or a TimeoutError past READY_CHECK_TIMEOUT_MS. */
function timed<T>(work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const signal = AbortSignal.timeout(READY_CHECK_TIMEOUT_MS);
  return Promise.race([work(signal), new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error)))]);
}

/**
 * Not ready while a migration this build needs is missing. A newer build's migrations are no
 * reason: they run (`latch-services migrate`) while this build's replicas still serve, written so
 * that they keep working, and failing them all at that moment would empty the balancer. A newer
 * database is refused at a replica's start instead (db/migrate.ts).
 */
async function checkDatabase(db: Queryable): Promise<void> {
  const { pending } = await migrationState(db);
  if (pending.length) throw new NotReady(`migrations not applied: ${pending.join(', ')}`);
}

const rpcAnswerSchema = z.object({ result: z.unknown().optional(), error: z.object({ message: z.string() }).optional() });

/** One JSON-RPC call without parameters: its result. */
async function rpcResult(rpcUrl: string, method: string, signal: AbortSignal): Promise<unknown> {
  const response = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }), signal });
  if (!response.ok) throw new NotReady(`${method} answered HTTP ${response.status}`);
  const answer = rpcAnswerSchema.safeParse(await response.json().catch(() => undefined));
  if (!answer.success) throw new NotReady(`${method} answered no JSON-RPC`);
  if (answer.data.error) throw new NotReady(`${method} answered an error: ${answer.data.error.message.slice(0, 200)}`);
  return answer.data.result;
}

async function checkEvmChain({ id, rpcUrl }: ChainConfig, signal: AbortSignal): Promise<void> {
  const answered = z.string().regex(/^0x[0-9a-fA-F]+$/).safeParse(await rpcResult(rpcUrl, 'eth_chainId', signal));
  const expected = BigInt(id.split(':')[1]!);
  if (!answered.success || BigInt(answered.data) !== expected) throw new NotReady(`eth_chainId answered ${JSON.stringify(answered.data ?? null)}, not ${expected}`);
}

async function checkSolanaChain({ rpcUrl }: SolanaChainConfig, signal: AbortSignal): Promise<void> {
  const health = await rpcResult(rpcUrl, 'getHealth', signal);
  if (health !== 'ok') throw new NotReady(`getHealth answered ${JSON.stringify(health)}`);
}

type Check = [name: string, run: (signal: AbortSignal) => Promise<void>];

/** The checks that failed; none when the replica is ready. */
export async function notReady({ db, chains, solanaChains, draining }: ReadinessTargets): Promise<NotReadyCheck[]> {
  if (draining.aborted) return [DRAINING];
  const checks: Check[] = [
    ['database', () => checkDatabase(db)],
    ...chains.map((chain): Check => [`chain ${chain.id}`, (signal) => checkEvmChain(chain, signal)]),
    ...solanaChains.map((chain): Check => [`chain ${chain.id}`, (signal) => checkSolanaChain(chain, signal)]),
  ];
  const results = await Promise.allSettled(checks.map(([, check]) => timed(check)));
  return results.flatMap((result, index) => (result.status === 'rejected' ? [{ check: checks[index]![0], reason: describe(result.reason) }] : []));
}
