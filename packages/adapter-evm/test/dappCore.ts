/**
 * Closes the dApp's WalletConnect Core as leaving the page would: its socket and heartbeat stop and
 * the next adapter starts a fresh Core from storage. The SDK keeps one Core per storage prefix on
 * globalThis (the adapter uses the default, empty one) and has no close of its own.
 */
export async function closeDappCore(): Promise<void> {
  const globals = globalThis as Record<string, unknown>;
  const core = globals._walletConnectCore_ as { heartbeat: { stop(): void }; relayer: { transportClose(): Promise<void> } } | undefined;
  if (!core) return;
  core.heartbeat.stop();
  await core.relayer.transportClose().catch(() => undefined);
  delete globals._walletConnectCore_;
  delete globals._walletConnectCore__count;
}
