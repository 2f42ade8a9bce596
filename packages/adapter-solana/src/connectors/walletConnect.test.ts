import { ErrorMessages, LatchMessages, systemClock, type AdapterEvent, type CaipNetwork, type PairingHooks, type WalletConnectHub } from '@latch/core';
import { createAdapterContext } from '@latch/core/testing';
import { solanaMainnet } from '@latch/core/chains';
import { Keypair, SystemProgram, Transaction } from '@solana/web3.js';
import bs58 from 'bs58';
import { localNetwork, solanaDevnet } from '../../test/networks.js';
import { solanaAdapter } from '../solanaAdapter.js';
import type { SessionEvent, WalletConnectPort } from '../walletconnect/port.js';
import { SOLANA_METHODS } from '../walletconnect/solanaNamespace.js';

const URI = `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}`;
const keypair = Keypair.generate();
const ADDRESS = keypair.publicKey.toBase58();
const CHAIN = localNetwork().caipNetworkId;
const approved = (...accounts: string[]) => ({ topic: 't', namespaces: { solana: { accounts, chains: [CHAIN], methods: SOLANA_METHODS, events: [] } } });

/** A WalletConnect session, faked at the adapter's seam: the test settles the proposal and answers the requests. */
function fakePort() {
  const listeners = new Set<(event: SessionEvent) => void>();
  const state = { kept: undefined as unknown, closed: 0 };
  let settle: { approve(session: unknown): void; reject(error: unknown): void } | undefined;
  const port: WalletConnectPort = {
    open: jest.fn(
      ({ pairing }: { pairing?: PairingHooks }) =>
        new Promise((resolve, reject) => {
          settle = { approve: (session) => resolve((state.kept = session)), reject };
          pairing?.onUri(URI);
        }),
    ),
    restore: async () => state.kept,
    request: jest.fn(async (): Promise<unknown> => null),
    listen: (_namespace, listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: async () => {
      state.kept = undefined;
      state.closed++;
    },
  };
  return { port, state, settle: () => settle!, emit: (event: SessionEvent) => listeners.forEach((listener) => listener(event)) };
}

async function connected() {
  const fake = fakePort();
  const adapter = solanaAdapter({ discovery: false, walletConnect: { session: () => fake.port } });
  adapter.init!(createAdapterContext({ projectId: 'latch-test', clock: systemClock }));
  adapter.watchConnectors(() => {});
  const uris: string[] = [];
  const connecting = adapter.connect({ connectorId: 'walletConnect', network: localNetwork(), pairing: { onUri: (uri) => uris.push(uri) } });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { ...fake, adapter, uris, connecting };
}

it('is listed first, as plain data', async () => {
  const adapter = solanaAdapter({ discovery: false, walletConnect: {} });
  let listed: unknown[] = [];
  adapter.watchConnectors((list) => (listed = list));
  // The list comes with the adapter's body (import()).
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(listed).toEqual([{ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'solana' }]);
});

it('refuses with "Project ID Not Configured" without a Latch instance', async () => {
  const adapter = solanaAdapter({ discovery: false, walletConnect: {} });
  adapter.watchConnectors(() => {});
  await expect(adapter.connect({ connectorId: 'walletConnect', network: localNetwork() })).rejects.toThrow('Project ID Not Configured');
});

it('proposes the solana namespace with its methods, shows the pairing URI, and connects on the network asked for', async () => {
  const { port, settle, uris, connecting } = await connected();
  expect(port.open).toHaveBeenCalledWith(expect.objectContaining({
    contribution: { namespace: 'solana', chains: [CHAIN], methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'], events: ['accountsChanged'], rpcMap: { [localNetwork().id]: 'http://127.0.0.1:8899' } },
  }));
  expect(uris).toEqual([URI]);
  settle().approve(approved(`${CHAIN}:${ADDRESS}`, 'eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8'));
  await expect(connecting).resolves.toEqual({ address: ADDRESS, chainId: localNetwork().id });
});

it('says the wallet declined when the proposal is rejected', async () => {
  const { settle, connecting } = await connected();
  settle().reject({ code: 5000, message: 'User rejected.' });
  await expect(connecting).rejects.toThrow(LatchMessages.walletConnectDeclined.text);
});

it('signs a message with solana_signMessage (base58 message and pubkey), and a rejection is "Signature declined"', async () => {
  const { port, settle, adapter, connecting } = await connected();
  settle().approve(approved(`${CHAIN}:${ADDRESS}`));
  await connecting;
  const signature = bs58.encode(new Uint8Array(64).fill(3));
  jest.mocked(port.request).mockResolvedValueOnce({ signature });
  await expect(adapter.signMessage({ message: 'hi', address: ADDRESS })).resolves.toBe(signature);
  expect(port.request).toHaveBeenLastCalledWith({ chainId: CHAIN, method: 'solana_signMessage', params: { message: bs58.encode(Buffer.from('hi')), pubkey: ADDRESS } });
  jest.mocked(port.request).mockRejectedValueOnce({ code: 5000, message: 'User rejected.' });
  await expect(adapter.signMessage({ message: 'no', address: ADDRESS })).rejects.toThrow(ErrorMessages.signatureDeclined.text);
  jest.mocked(port.request).mockResolvedValueOnce({ signature: 'short' });
  await expect(adapter.signMessage({ message: 'hi', address: ADDRESS })).rejects.toThrow('The wallet returned a signature that is not valid.');
});

it('switches only to chains the session holds', async () => {
  const { settle, adapter, connecting } = await connected();
  settle().approve(approved(`${CHAIN}:${ADDRESS}`));
  await connecting;
  await expect(adapter.switchNetwork({ network: localNetwork() })).resolves.toBeUndefined();
  await expect(adapter.switchNetwork({ network: { ...localNetwork(), caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' } })).rejects.toThrow('Chain is not supported');
});

it('maps session events to accounts changed and disconnect, and restores a kept session silently', async () => {
  const { settle, adapter, connecting, emit, state } = await connected();
  const events: AdapterEvent[] = [];
  adapter.subscribe((event) => events.push(event));
  settle().approve(approved(`${CHAIN}:${ADDRESS}`));
  await connecting;
  const other = Keypair.generate().publicKey.toBase58();
  emit({ type: 'event', name: 'accountsChanged', data: [`${CHAIN}:${other}`] });
  emit({ type: 'event', name: 'accountsChanged', data: 'not a list' });
  emit({ type: 'deleted' });
  expect(events).toEqual([{ type: 'accountsChanged', accounts: [other] }, { type: 'disconnect' }]);
  await expect(adapter.reconnect({ connectorId: 'walletConnect' })).resolves.toEqual({ address: ADDRESS, chainId: localNetwork().id });
  await adapter.disconnect();
  expect(state.closed).toBe(1);
  await expect(adapter.reconnect({ connectorId: 'walletConnect' })).resolves.toBeUndefined();
});

it('signs a transaction through solana_signTransaction, whether the wallet answers the transaction or its signature alone', async () => {
  const { port, settle, connecting } = await connected();
  settle().approve(approved(`${CHAIN}:${ADDRESS}`));
  await connecting;
  const { walletConnectSolanaWallet } = await import('../walletconnect/solanaSession.js');
  const wallet = walletConnectSolanaWallet(port, approved(`${CHAIN}:${ADDRESS}`))!;
  const transaction = new Transaction({ feePayer: keypair.publicKey, blockhash: ADDRESS, lastValidBlockHeight: 1 }).add(
    SystemProgram.transfer({ fromPubkey: keypair.publicKey, toPubkey: keypair.publicKey, lamports: 1 }),
  );
  const unsigned = new Uint8Array(transaction.serialize({ requireAllSignatures: false, verifySignatures: false }));
  transaction.sign(keypair);
  const signed = new Uint8Array(transaction.serialize());
  jest.mocked(port.request).mockResolvedValueOnce({ transaction: Buffer.from(signed).toString('base64') });
  await expect(wallet.signTransaction!({ address: ADDRESS, transaction: unsigned, chain: 'solana:localnet' })).resolves.toEqual(signed);
  expect(port.request).toHaveBeenLastCalledWith({ chainId: CHAIN, method: 'solana_signTransaction', params: { transaction: Buffer.from(unsigned).toString('base64'), pubkey: ADDRESS } });
  jest.mocked(port.request).mockResolvedValueOnce({ signature: bs58.encode(transaction.signature!) });
  await expect(wallet.signTransaction!({ address: ADDRESS, transaction: unsigned, chain: CHAIN })).resolves.toEqual(signed);
});

describe('one session shared with the other namespaces (the hub)', () => {
  const evmNetwork = { ...solanaDevnet, id: 31337, caipNetworkId: 'eip155:31337', chainNamespace: 'eip155' } as CaipNetwork;
  const contextOf = () => createAdapterContext({ projectId: 'latch-test', clock: systemClock, networks: [evmNetwork, localNetwork(), solanaDevnet] });
  const hubOf = (context: ReturnType<typeof contextOf>) => context.share<WalletConnectHub>('walletconnect', () => ({ contributions: new Map() }));

  it("registers the solana namespace at init, asking for the dApp's Solana networks; without WalletConnect it registers nothing", async () => {
    const context = contextOf();
    solanaAdapter({ discovery: false, walletConnect: { chains: [solanaMainnet.caipNetworkId] } }).init!(context);
    await expect(hubOf(context).contributions.get('solana')!()).resolves.toEqual({
      namespace: 'solana',
      chains: [CHAIN, solanaDevnet.caipNetworkId, solanaMainnet.caipNetworkId],
      methods: SOLANA_METHODS,
      events: ['accountsChanged'],
      rpcMap: { [localNetwork().id]: 'http://127.0.0.1:8899', [solanaDevnet.id]: 'https://api.devnet.solana.com' },
    });
    const without = contextOf();
    solanaAdapter({ discovery: false }).init!(without);
    expect(hubOf(without).contributions.size).toBe(0);
  });

  it('connects through the session the hub carries, the network asked for first, and restores from it silently', async () => {
    const context = contextOf();
    const fake = fakePort();
    hubOf(context).session = async () => fake.port;
    const adapter = solanaAdapter({ discovery: false, walletConnect: {} });
    adapter.init!(context);
    adapter.watchConnectors(() => {});
    await expect(adapter.reconnect({ connectorId: 'walletConnect' })).resolves.toBeUndefined();
    const connecting = adapter.connect({ connectorId: 'walletConnect', network: solanaDevnet, pairing: { onUri: () => {} } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.port.open).toHaveBeenCalledWith(expect.objectContaining({ contribution: expect.objectContaining({ chains: [solanaDevnet.caipNetworkId, CHAIN] }) }));
    fake.settle().approve(approved(`${CHAIN}:${ADDRESS}`));
    await expect(connecting).resolves.toEqual({ address: ADDRESS, chainId: solanaDevnet.id });
    await expect(adapter.reconnect({ connectorId: 'walletConnect', network: localNetwork() })).resolves.toEqual({ address: ADDRESS, chainId: localNetwork().id });
  });
});
