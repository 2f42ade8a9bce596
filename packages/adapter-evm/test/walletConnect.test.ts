import { connect, createLatch, disconnect, LatchMessages, selectActiveAccount, systemClock, type AdapterEvent, type PairingHooks } from '@latch/core';
import { createAdapterContext } from '@latch/core/testing';
import { createSampleWallet, startDevnet, startRelay, type Devnet, type Relay, type SampleWallet } from '@latch/devnet';
import { JsonRpcProvider, parseEther, verifyMessage } from 'ethers';
import { evmAdapter } from '../src/evmAdapter.js';
import type { WalletConnectStorage } from '../src/walletconnect/options.js';
import { loopbackOnlyFetch } from './loopbackOnly.js';
import { closeDappCore } from './dappCore.js';
import { devnetNetwork } from './devnetNetwork.js';
import { memoryStorage } from './memoryStorage.js';

// Integration: the WalletConnect connector against the devnet's relay and its sample wallet
// (WalletKit signing with a dev key on anvil), both real, over loopback.
let devnet: Devnet;
let relay: Relay;
let wallet: SampleWallet;
let restoreFetch: () => void;

beforeAll(async () => {
  restoreFetch = loopbackOnlyFetch();
  [devnet, relay] = await Promise.all([startDevnet({ port: 0 }), startRelay({ port: 0 })]);
  wallet = await createSampleWallet({ relayUrl: relay.url, rpcUrl: devnet.rpcUrl, privateKey: devnet.accounts[4]!.privateKey, chainId: devnet.chainId });
});
afterEach(async () => {
  await wallet.disconnectAll();
  wallet.setAutoApprove(false);
  await closeDappCore();
});
afterAll(async () => {
  await wallet?.stop();
  await relay?.stop();
  await devnet?.stop();
  restoreFetch();
  // Each WalletConnect client looks for queued messages once, a second after it starts, and the SDK
  // has no way to cancel that: let the last one run here rather than after jest tore the file down.
  await new Promise((resolve) => setTimeout(resolve, 1_100));
});

const network = () => devnetNetwork(devnet);

const DAPP = { name: 'Latch test', description: 'The adapter in a test', url: 'http://127.0.0.1:5173', icons: [] };

/** The adapter as a Latch instance would have it: told the project id and metadata once. */
function adapterWith(storage: WalletConnectStorage) {
  const adapter = evmAdapter({ discovery: false, walletConnect: { relayUrl: relay.url, storage } });
  adapter.init!(createAdapterContext({ projectId: 'latch-test', metadata: DAPP, clock: systemClock }));
  return adapter;
}

/** Pairing hooks that hand each new URI to the sample wallet, as a person scanning the QR code would. */
function scanningHooks(): PairingHooks & { uris: string[] } {
  const uris: string[] = [];
  return {
    uris,
    onUri(uri) {
      uris.push(uri);
      void wallet.pair(uri);
    },
  };
}

async function until(condition: () => boolean, what: string) {
  for (let waited = 0; !condition(); waited += 50) {
    if (waited > 10_000) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

it('pairs through the relay with the sample wallet, signs, sends ETH on anvil, and disconnect ends the session on both sides', async () => {
  wallet.setAutoApprove(true);
  const adapter = adapterWith(memoryStorage());
  const latch = createLatch({ projectId: 'latch-test', metadata: DAPP, networks: [network()], adapters: [adapter] });
  // Core hands its pairing hooks to WalletConnect connectors and keeps the URI in its state, for the QR code.
  let shown: string | undefined;
  const unsubscribe = latch.subscribe(() => {
    shown ??= latch.getState().connection.wcUri;
    if (shown) {
      unsubscribe();
      void wallet.pair(shown);
    }
  });

  await expect(connect(latch, { connectorId: 'walletConnect' })).resolves.toEqual({ address: wallet.address, chainId: devnet.chainId });
  expect(shown).toMatch(/^wc:[0-9a-f]{64}@2\?/);
  expect(selectActiveAccount(latch.getState())).toMatchObject({ status: 'connected', caipAddress: `eip155:31337:${wallet.address}` });
  expect(wallet.sessions()).toEqual([expect.objectContaining({ name: 'Latch test', accounts: [`eip155:31337:${wallet.address}`] })]);

  const signature = await adapter.signMessage({ message: 'Sign in to Latch', address: wallet.address });
  expect(verifyMessage('Sign in to Latch', signature)).toBe(wallet.address);

  const rpc = new JsonRpcProvider(devnet.rpcUrl, undefined, { cacheTimeout: -1 });
  const receiver = devnet.accounts[7]!.address;
  const before = await rpc.getBalance(receiver);
  const hash = await adapter.send({ to: receiver, value: parseEther('0.25'), network: network() });
  expect((await rpc.getTransactionReceipt(hash))?.status).toBe(1);
  expect((await rpc.getBalance(receiver)) - before).toBe(parseEther('0.25'));
  rpc.destroy();

  await disconnect(latch);
  expect(selectActiveAccount(latch.getState())?.status).toBe('disconnected');
  await until(() => wallet.sessions().length === 0, 'the wallet to end the session');
  latch.destroy();
});

it("lets go of the SDK at latch.destroy(): the proposal waiting ends, the Core closes its socket and the next client starts a fresh one", async () => {
  const adapter = adapterWith(memoryStorage());
  const latch = createLatch({ projectId: 'latch-test', metadata: DAPP, networks: [network()], adapters: [adapter] });
  const uris: string[] = [];
  const connecting = adapter.connect({ connectorId: 'walletConnect', network: network(), pairing: { onUri: (uri) => uris.push(uri) } });
  await until(() => uris.length > 0, 'the pairing URI');
  const globals = globalThis as Record<string, unknown>;
  const core = globals._walletConnectCore_ as { relayer: { connected: boolean } };
  expect(core.relayer.connected).toBe(true);
  latch.destroy();
  await expect(connecting).rejects.toThrow(LatchMessages.walletConnectFailed.text);
  await until(() => !core.relayer.connected, 'the relay socket to close');
  expect(globals._walletConnectCore_).toBeUndefined();

  const next = adapterWith(memoryStorage());
  const nextLatch = createLatch({ projectId: 'latch-test', metadata: DAPP, networks: [network()], adapters: [next] });
  const nextUris: string[] = [];
  const nextConnecting = next.connect({ connectorId: 'walletConnect', network: network(), pairing: { onUri: (uri) => nextUris.push(uri) } });
  await until(() => nextUris.length > 0, 'the next pairing URI');
  expect(globals._walletConnectCore_).not.toBe(core);
  nextLatch.destroy();
  await expect(nextConnecting).rejects.toThrow(LatchMessages.walletConnectFailed.text);
});

it('rejects with a clear error when the wallet rejects the proposal', async () => {
  const stop = wallet.onProposal(({ id }) => void wallet.reject(id));
  const adapter = adapterWith(memoryStorage());
  adapter.watchConnectors(() => {});
  const pairing = scanningHooks();
  await expect(adapter.connect({ connectorId: 'walletConnect', network: network(), pairing })).rejects.toThrow(LatchMessages.walletConnectDeclined.text);
  expect(pairing.uris).toHaveLength(1);
  expect(wallet.sessions()).toEqual([]);
  stop();
});

it('reports a disconnect the wallet makes', async () => {
  wallet.setAutoApprove(true);
  const adapter = adapterWith(memoryStorage());
  adapter.watchConnectors(() => {});
  const events: AdapterEvent[] = [];
  adapter.subscribe((event) => events.push(event));
  await adapter.connect({ connectorId: 'walletConnect', network: network(), pairing: scanningHooks() });

  await wallet.disconnectAll();
  await until(() => events.length > 0, 'the disconnect event');
  expect(events).toEqual([{ type: 'disconnect' }]);
});

it('restores the session after a reload without showing anything, and finds none in fresh storage', async () => {
  wallet.setAutoApprove(true);
  const storage = memoryStorage();
  const first = adapterWith(storage);
  first.watchConnectors(() => {});
  await first.connect({ connectorId: 'walletConnect', network: network(), pairing: scanningHooks() });
  await closeDappCore();

  const reloaded = adapterWith(storage);
  reloaded.watchConnectors(() => {});
  await expect(reloaded.reconnect({ connectorId: 'walletConnect' })).resolves.toEqual({ address: wallet.address, chainId: devnet.chainId });
  const signature = await reloaded.signMessage({ message: 'Still here', address: wallet.address });
  expect(verifyMessage('Still here', signature)).toBe(wallet.address);
  await closeDappCore();

  const elsewhere = adapterWith(memoryStorage());
  elsewhere.watchConnectors(() => {});
  await expect(elsewhere.reconnect({ connectorId: 'walletConnect' })).resolves.toBeUndefined();
});
