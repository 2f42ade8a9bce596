import { createPublicKey, verify } from 'node:crypto';
import { connect, createLatch, createStorage, ErrorMessages, LatchMessages, selectActiveAccount, type AdapterEvent } from '@latch/core';
import { testNetwork } from '@latch/core/testing';
import { Keypair } from '@solana/web3.js';
import bs58 from 'bs58';
import { createTestWallet } from '../test/testWallet.js';
import { localNetwork, solanaDevnet } from '../test/networks.js';
import { walletStandard } from './connectors/walletStandard.js';
import { solanaAdapter } from './solanaAdapter.js';
import type { SolanaWalletProvider } from './wallet/walletProvider.js';

// The public key of an ed25519 key as node:crypto takes it (SPKI).
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');
const verifies = (message: string, signature: string, address: string) =>
  verify(null, Buffer.from(message), createPublicKey({ key: Buffer.concat([ED25519_SPKI_PREFIX, bs58.decode(address)]), format: 'der', type: 'spki' }), bs58.decode(signature));

function setup() {
  const keypair = Keypair.generate();
  const wallet = createTestWallet({ keypair });
  const adapter = solanaAdapter({ discovery: false, connectors: [walletStandard(wallet)] });
  const events: AdapterEvent[] = [];
  adapter.subscribe((event) => events.push(event));
  adapter.watchConnectors(() => {});
  return { keypair, wallet, adapter, events, address: keypair.publicKey.toBase58() };
}

describe('a Wallet Standard wallet', () => {
  it('connects on the network asked for, reporting its CAIP-2 reference', async () => {
    const { adapter, address } = setup();
    await expect(adapter.connect({ connectorId: 'Test Wallet', network: localNetwork() })).resolves.toEqual({ address, chainId: '3ByopDBLUk2VLcuESmRyiAGvwkCRPUuNA7gyDUudbaiP'.slice(0, 32) });
  });

  it('shows as connected in a Latch instance, with a solana CAIP-10 address', async () => {
    const { wallet, address } = setup();
    const adapter = solanaAdapter({ discovery: false, connectors: [walletStandard(wallet)] });
    const latch = createLatch({ projectId: 'latch-test', networks: [localNetwork(), testNetwork], defaultNetwork: localNetwork(), adapters: [adapter], storage: createStorage(null) });
    await connect(latch, { connectorId: 'Test Wallet' });
    expect(selectActiveAccount(latch.getState())).toMatchObject({ status: 'connected', address, caipAddress: `${localNetwork().caipNetworkId}:${address}` });
    latch.destroy();
  });

  it('restores a granted account silently, and finds none when nothing was granted', async () => {
    const { adapter, address } = setup();
    await expect(adapter.reconnect({ connectorId: 'Test Wallet' })).resolves.toBeUndefined();
    await adapter.connect({ connectorId: 'Test Wallet', network: localNetwork() });
    await expect(adapter.reconnect({ connectorId: 'Test Wallet' })).resolves.toEqual({ address, chainId: localNetwork().id });
  });

  it('signs a message with ed25519, answered in base58; a refusal is "Signature declined"', async () => {
    const { adapter, wallet, address } = setup();
    await adapter.connect({ connectorId: 'Test Wallet', network: localNetwork() });
    const signature = await adapter.signMessage({ message: 'Sign in to Latch', address });
    expect(verifies('Sign in to Latch', signature, address)).toBe(true);
    wallet.rejectNextRequest();
    await expect(adapter.signMessage({ message: 'no', address })).rejects.toThrow(ErrorMessages.signatureDeclined.text);
  });

  it("hands an app the wallet for its own requests once connected: a real signature, a refusal as \"Signature declined\"", async () => {
    const { adapter, wallet, address } = setup();
    await expect(adapter.getWalletProvider!()).resolves.toBeUndefined();
    await adapter.connect({ connectorId: 'Test Wallet', network: localNetwork() });
    const provider = (await adapter.getWalletProvider!()) as SolanaWalletProvider;
    expect(provider.address).toBe(address);
    const signature = await provider.signMessage(new TextEncoder().encode('my own message'));
    expect(verifies('my own message', bs58.encode(signature), address)).toBe(true);
    wallet.rejectNextRequest();
    await expect(provider.signMessage(new TextEncoder().encode('no'))).rejects.toThrow(ErrorMessages.signatureDeclined.text);
  });

  it('refuses a signature that is not 64 bytes', async () => {
    const { adapter, wallet, address } = setup();
    (wallet.features['solana:signMessage'] as { signMessage: unknown }).signMessage = async () => [{ signedMessage: new Uint8Array(1), signature: new Uint8Array(63) }];
    await adapter.connect({ connectorId: 'Test Wallet', network: localNetwork() });
    await expect(adapter.signMessage({ message: 'hi', address })).rejects.toThrow(LatchMessages.walletInvalidSignature.text);
  });

  it('maps standard:events changes to accounts changed, and no account to a disconnect', async () => {
    const { adapter, wallet, events } = setup();
    await adapter.connect({ connectorId: 'Test Wallet', network: localNetwork() });
    const other = Keypair.generate();
    wallet.changeAccounts([other]);
    expect(events).toEqual([{ type: 'accountsChanged', accounts: [other.publicKey.toBase58()] }]);
    wallet.changeAccounts([]);
    expect(events.at(-1)).toEqual({ type: 'disconnect' });
    await expect(adapter.signMessage({ message: 'hi', address: other.publicKey.toBase58() })).rejects.toThrow(ErrorMessages.noConnectionControllerClient.text);
  });

  it('switches among Solana networks, not to another namespace, and only when connected', async () => {
    const { adapter } = setup();
    await expect(adapter.switchNetwork({ network: solanaDevnet })).rejects.toThrow(ErrorMessages.noConnectionControllerClient.text);
    await adapter.connect({ connectorId: 'Test Wallet', network: localNetwork() });
    await expect(adapter.switchNetwork({ network: solanaDevnet })).resolves.toBeUndefined();
    await expect(adapter.switchNetwork({ network: testNetwork })).rejects.toThrow(ErrorMessages.chainNotSupported.text);
  });

  it('disconnects the wallet too, and listens to it no more', async () => {
    const { adapter, wallet, events } = setup();
    await adapter.connect({ connectorId: 'Test Wallet', network: localNetwork() });
    await adapter.disconnect();
    expect(wallet.accounts).toEqual([]);
    wallet.changeAccounts([Keypair.generate()]);
    expect(events).toEqual([]);
  });

  it('checks addresses with @solana/web3.js: canonical base58 of a 32-byte key', async () => {
    const { adapter, address } = setup();
    await expect(adapter.canonicalAddress!(address)).resolves.toBe(address);
    await expect(adapter.canonicalAddress!('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).rejects.toThrow('The receiver address is not valid on this network.');
  });
});
