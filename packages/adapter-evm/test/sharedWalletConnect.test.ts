import { systemClock, type CaipNetwork, type WalletConnectHub } from '@latch/core';
import { createAdapterContext } from '@latch/core/testing';
import { createPublicKey, verify } from 'node:crypto';
import { createSampleWallet, SOLANA_DEVNET_CAIP_NETWORK_ID, solanaDevAccounts, startDevnet, startRelay, type Devnet, type Relay, type SampleWallet } from '@latch/devnet';
import { decodeBase58, encodeBase58, getBytes, toBeHex } from 'ethers';
import { evmAdapter } from '../src/evmAdapter.js';
import type { WalletConnectStorage } from '../src/walletconnect/options.js';
import { closeDappCore } from './dappCore.js';
import { devnetNetwork } from './devnetNetwork.js';
import { loopbackOnlyFetch } from './loopbackOnly.js';
import { memoryStorage } from './memoryStorage.js';

// Integration: one pairing, both namespaces. The EVM adapter's WalletConnect session carries the solana
// namespace registered in the hub (as @latch/adapter-solana registers it), against the devnet's relay
// and its sample wallet holding an anvil key and a Solana dev keypair, all real, over loopback.
let devnet: Devnet;
let relay: Relay;
let wallet: SampleWallet;
let restoreFetch: () => void;
const solanaKey = solanaDevAccounts(1)[0]!;
const SOLANA_REQUEST = { namespace: 'solana', chains: [SOLANA_DEVNET_CAIP_NETWORK_ID], methods: ['solana_signMessage'], events: ['accountsChanged'] };
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

beforeAll(async () => {
  restoreFetch = loopbackOnlyFetch();
  [devnet, relay] = await Promise.all([startDevnet({ port: 0 }), startRelay({ port: 0 })]);
  // Signing only on Solana: the wallet's Solana RPC is never called.
  wallet = await createSampleWallet({ relayUrl: relay.url, rpcUrl: devnet.rpcUrl, privateKey: devnet.accounts[3]!.privateKey, solana: { rpcUrl: 'http://127.0.0.1:9', secretKey: solanaKey.secretKey } });
  wallet.setAutoApprove(true);
});
afterAll(async () => {
  await wallet?.stop();
  await closeDappCore();
  await relay?.stop();
  await devnet?.stop();
  restoreFetch();
  // The SDK looks for queued messages a second after a client starts; let that run before jest tears down.
  await new Promise((resolve) => setTimeout(resolve, 1_100));
});

const DAPP = { name: 'Latch test', description: 'Both namespaces in a test', url: 'http://127.0.0.1:5173', icons: [] };

/** The EVM adapter in a Latch instance whose hub has the solana namespace registered, as a page load makes it. */
function page(storage: WalletConnectStorage) {
  const networks: CaipNetwork[] = [devnetNetwork(devnet)];
  const context = createAdapterContext({ projectId: 'latch-test', metadata: DAPP, clock: systemClock, networks });
  const hub = context.share<WalletConnectHub>('walletconnect', () => ({ contributions: new Map() }));
  hub.contributions.set('solana', async () => SOLANA_REQUEST);
  const adapter = evmAdapter({ discovery: false, walletConnect: { relayUrl: relay.url, storage } });
  adapter.init!(context);
  adapter.watchConnectors(() => {});
  return { adapter, session: () => hub.session!() };
}

const solanaAccounts = (session: unknown) => (session as { namespaces: Record<string, { accounts: string[] }> }).namespaces['solana']?.accounts;

it('one pairing gives both accounts; the Solana side signs through the session, a reload restores both, and close ends it for the wallet', async () => {
  const storage = memoryStorage();
  const first = page(storage);
  const uris: string[] = [];
  const pairing = { onUri: (uri: string) => void (uris.push(uri), wallet.pair(uri)) };
  await expect(first.adapter.connect({ connectorId: 'walletConnect', network: devnetNetwork(devnet), pairing })).resolves.toEqual({ address: wallet.address, chainId: devnet.chainId });
  expect(uris).toHaveLength(1);
  const shared = await first.session();
  expect(solanaAccounts(await shared.restore())).toEqual([`${SOLANA_DEVNET_CAIP_NETWORK_ID}:${solanaKey.address}`]);

  const message = Buffer.from('Sign in to Latch');
  const answer = (await shared.request({ chainId: SOLANA_DEVNET_CAIP_NETWORK_ID, method: 'solana_signMessage', params: { message: encodeBase58(message), pubkey: solanaKey.address } })) as { signature: string };
  const publicKey = createPublicKey({ key: Buffer.concat([ED25519_SPKI_PREFIX, solanaKey.secretKey.subarray(32)]), format: 'der', type: 'spki' });
  expect(verify(null, message, publicKey, getBytes(toBeHex(decodeBase58(answer.signature), 64)))).toBe(true);

  await closeDappCore();
  const reloaded = page(storage);
  const kept = await (await reloaded.session()).restore();
  expect(solanaAccounts(kept)).toEqual([`${SOLANA_DEVNET_CAIP_NETWORK_ID}:${solanaKey.address}`]);
  await expect(reloaded.adapter.reconnect({ connectorId: 'walletConnect' })).resolves.toEqual({ address: wallet.address, chainId: devnet.chainId });
  expect(wallet.sessions()).toHaveLength(1);

  await (await reloaded.session()).close();
  for (let waited = 0; wallet.sessions().length > 0 && waited < 10_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(wallet.sessions()).toEqual([]);
  await expect(reloaded.adapter.reconnect({ connectorId: 'walletConnect' })).resolves.toBeUndefined();
});
