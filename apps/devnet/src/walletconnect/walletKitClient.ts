import type { WalletKit } from '@reown/walletkit';
import type { Core } from '@walletconnect/core';
import { MemoryStorage } from './memoryStorage.js';

export type WalletKitClient = Awaited<ReturnType<typeof WalletKit.init>>;
/** Where a Core keeps its keys, pairings and sessions (the SDK's IKeyValueStorage). */
export type WalletKitStorage = NonNullable<NonNullable<ConstructorParameters<typeof Core>[0]>['storage']>;

export interface WalletKitClientOptions {
  relayUrl: string;
  projectId: string;
  /** Must differ between clients of one process: the SDK shares one Core per prefix through globalThis. */
  storagePrefix: string;
  metadata: { name: string; description: string; url: string; icons: string[] };
  /** Defaults to memory: nothing survives the client. */
  storage?: WalletKitStorage;
}

/** A WalletKit on its own Core: in-memory storage unless given one, no telemetry, no Verify. The SDK loads only when called. */
export async function startWalletKit({ relayUrl, projectId, storagePrefix, metadata, storage }: WalletKitClientOptions): Promise<WalletKitClient> {
  const [{ Core }, { WalletKit }] = await Promise.all([import('@walletconnect/core'), import('@reown/walletkit')]);
  const core = new Core({ projectId, relayUrl, customStoragePrefix: storagePrefix, telemetryEnabled: false, storage: storage ?? new MemoryStorage() });
  // Every proposal and request waits on Verify, which asks verify.walletconnect.org; offline that
  // fails, and a dApp's attestation makes it wait forever for a public key that never comes.
  // The devnet has no Verify server, so the wallet skips it and every dApp stays unverified
  // (the SDK's own resolve answers undefined too, though its type leaves that out).
  core.verify.resolve = (async () => undefined) as unknown as typeof core.verify.resolve;
  // WalletKit sends an INIT event to pulse.walletconnect.org even with telemetry off.
  core.eventClient.init = async () => undefined;
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
