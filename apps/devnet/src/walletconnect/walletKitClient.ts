import type { WalletKit } from '@reown/walletkit';
import { MemoryStorage } from './memoryStorage.js';

export type WalletKitClient = Awaited<ReturnType<typeof WalletKit.init>>;

export interface WalletKitClientOptions {
  relayUrl: string;
  projectId: string;
  /** Must differ between clients of one process: the SDK shares one Core per prefix through globalThis. */
  storagePrefix: string;
  metadata: { name: string; description: string; url: string; icons: string[] };
}

/** A WalletKit on its own Core: in-memory storage, no telemetry. The SDK loads only when called. */
export async function startWalletKit({ relayUrl, projectId, storagePrefix, metadata }: WalletKitClientOptions): Promise<WalletKitClient> {
  const [{ Core }, { WalletKit }] = await Promise.all([import('@walletconnect/core'), import('@reown/walletkit')]);
  const core = new Core({ projectId, relayUrl, customStoragePrefix: storagePrefix, telemetryEnabled: false, storage: new MemoryStorage() });
  // Without this the SDK hands over one request at a time, each a second after the previous answer.
  return WalletKit.init({ core, metadata, signConfig: { disableRequestQueue: true } });
}

interface ClosableClient {
  core: { heartbeat: { stop(): void }; relayer: { transportClose(): Promise<void> } };
}

/**
 * Closes a WalletKit's or sign-client's socket and heartbeat, and forgets its Core so a later
 * client with this prefix gets a fresh one. The SDK has no close of its own.
 */
export async function closeWalletConnectClient(client: ClosableClient, storagePrefix: string): Promise<void> {
  client.core.heartbeat.stop();
  await client.core.relayer.transportClose().catch(() => undefined);
  delete (globalThis as Record<string, unknown>)[`_walletConnectCore_${storagePrefix}`];
}
