import { closeCore, type RunningCore } from '@latch/core/walletconnect';

/**
 * Closes the dApp's WalletConnect Core as leaving the page would: its socket and heartbeat stop and
 * the next adapter starts a fresh Core from storage. The SDK keeps one Core per storage prefix on
 * globalThis (the adapter uses the default, empty one).
 */
export async function closeDappCore(): Promise<void> {
  const core = (globalThis as Record<string, unknown>)._walletConnectCore_ as RunningCore | undefined;
  if (core) await closeCore(core);
}
