import { createLatch, LatchMessages, type ChainAdapter } from '@latch/core';
import { MemoryStorage, startRelay, type Relay } from '@latch/devnet';
import { solanaAdapter } from '../src/solanaAdapter.js';
import { localNetwork } from './networks.js';

// Integration: adapter-solana's own WalletConnect session (no adapter-evm beside it to share one)
// against the devnet's relay, over loopback: latch.destroy() lets go of the SDK Core it started.
const CORE_KEY = '_walletConnectCore_latch-solana';
const DAPP = { name: 'Latch test', description: 'The adapter in a test', url: 'http://127.0.0.1:5173', icons: [] };
const globals = globalThis as Record<string, unknown>;
let relay: Relay;

interface LiveCore {
  relayer: { connected: boolean; on(event: string, listener: () => void): void };
}

beforeAll(async () => {
  relay = await startRelay({ port: 0 });
});
afterAll(async () => {
  await relay?.stop();
  // Each client looks for queued messages once, a second after it starts; let the last one run here.
  await new Promise((resolve) => setTimeout(resolve, 1_100));
});

/** A Latch instance with the Solana adapter alone, and a WalletConnect proposal of its own waiting for a wallet. */
async function proposing() {
  const adapter: ChainAdapter = solanaAdapter({ discovery: false, walletConnect: { relayUrl: relay.url, verify: false, storage: new MemoryStorage() } });
  const latch = createLatch({ projectId: 'latch-test', metadata: DAPP, networks: [localNetwork()], adapters: [adapter] });
  let shown!: () => void;
  const uri = new Promise<void>((resolve) => (shown = resolve));
  const connecting = adapter.connect({ connectorId: 'walletConnect', network: localNetwork(), pairing: { onUri: () => shown() } });
  connecting.catch(() => undefined);
  await uri;
  return { latch, connecting, core: globals[CORE_KEY] as LiveCore };
}

const disconnected = (core: LiveCore) => new Promise<void>((resolve) => core.relayer.on('relayer_disconnect', resolve));

it('lets go of its own SDK Core at latch.destroy(): the proposal waiting ends, the socket closes and the next instance starts a fresh Core', async () => {
  const first = await proposing();
  expect(first.core.relayer.connected).toBe(true);
  const closing = disconnected(first.core);
  first.latch.destroy();
  await expect(first.connecting).rejects.toThrow(LatchMessages.walletConnectFailed.text);
  await closing;
  expect(first.core.relayer.connected).toBe(false);
  expect(globals[CORE_KEY]).toBeUndefined();

  const next = await proposing();
  expect(next.core).not.toBe(first.core);
  expect(next.core.relayer.connected).toBe(true);
  next.latch.destroy();
  await expect(next.connecting).rejects.toThrow(LatchMessages.walletConnectFailed.text);
});

it('keeps a Core two instances share until the last of them is destroyed', async () => {
  const one = await proposing();
  const other = await proposing();
  expect(other.core).toBe(one.core);
  one.latch.destroy();
  await expect(one.connecting).rejects.toThrow(LatchMessages.walletConnectFailed.text);
  expect(one.core.relayer.connected).toBe(true);
  expect(globals[CORE_KEY]).toBe(one.core);

  const closing = disconnected(one.core);
  other.latch.destroy();
  await expect(other.connecting).rejects.toThrow(LatchMessages.walletConnectFailed.text);
  await closing;
  expect(globals[CORE_KEY]).toBeUndefined();
});
