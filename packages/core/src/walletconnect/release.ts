// What the WalletConnect SDK keeps running on a page, and how Latch lets go of it at latch.destroy().
// The SDK has no close of its own: its Core (heartbeat, relay socket) lives on globalThis, one per
// storage prefix, shared by every client made with that prefix; the relayer adds window listeners
// it never removes; a proposal nobody answers holds a 5-minute timer.

/** The parts of the SDK's Core that run on their own. */
export interface RunningCore {
  heartbeat: { stop(): void };
  relayer: { transportClose(): Promise<void> };
}

/** The parts of a sign client whose waiting proposals can be ended. */
export interface ProposingClient {
  core: RunningCore;
  proposal: { getAll(): { id: number }[] };
  events: { emit(event: string, payload: unknown): unknown };
}

/** Where the SDK keeps the Core of `prefix` (and how often it was asked for it) on globalThis. */
const coreKey = (prefix: string) => `_walletConnectCore_${prefix}`;

/** The live clients of each Core (the SDK hands one Core to every client of a prefix), and what closing it ends besides. */
const users = new WeakMap<RunningCore, { count: number; stops: (() => void)[] }>();

/** Counts one more client of `core`; `stop` runs when the Core closes (its window listeners, say). */
export function useCore(core: RunningCore, stop: () => void): void {
  const use = users.get(core) ?? { count: 0, stops: [] };
  use.count++;
  use.stops.push(stop);
  users.set(core, use);
}

/**
 * Stops `core`'s heartbeat and closes its relay socket, and forgets it on globalThis so the next
 * client of `prefix` starts a fresh one (from the same storage: sessions stay).
 */
export async function closeCore(core: RunningCore, prefix = ''): Promise<void> {
  core.heartbeat.stop();
  users.get(core)?.stops.forEach((stop) => stop());
  users.delete(core);
  const globals = globalThis as Record<string, unknown>;
  if (globals[coreKey(prefix)] === core) {
    delete globals[coreKey(prefix)];
    delete globals[`${coreKey(prefix)}_count`];
  }
  await core.relayer.transportClose().catch(() => undefined);
}

/**
 * Lets go of one client: its waiting proposals end (as expired: their timers clear and whoever waits
 * hears it), then, when no other client uses its Core, the Core closes. The session itself stays,
 * for the next page or instance to restore.
 */
export async function releaseClient(client: ProposingClient, prefix = ''): Promise<void> {
  for (const { id } of client.proposal.getAll()) client.events.emit('proposal_expire', { id });
  const use = users.get(client.core);
  if (use && --use.count > 0) return;
  await closeCore(client.core, prefix);
}

/** Runs `release` once `signal` aborts, at once if it has. */
export function whenAborted(signal: AbortSignal, release: () => void): void {
  if (signal.aborted) release();
  else signal.addEventListener('abort', release, { once: true });
}
