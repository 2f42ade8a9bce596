import { Keypair } from '@solana/web3.js';
import type { Wallet } from '@wallet-standard/base';
import type { ConnectorInfo } from '@latch/core';
import { createTestWallet } from '../../test/testWallet.js';
import { solanaAdapter } from '../solanaAdapter.js';
import { isSolanaWallet, watchStandardWallets, type WalletRegistry } from './discovery.js';

/** The Wallet Standard registry, faked: wallets register and unregister when the test says. */
function fakeRegistry(initial: Wallet[] = []) {
  const wallets = [...initial];
  const listeners = { register: new Set<(...w: Wallet[]) => void>(), unregister: new Set<(...w: Wallet[]) => void>() };
  const registry: WalletRegistry = {
    get: () => wallets,
    on: (event, listener) => {
      listeners[event].add(listener);
      return () => listeners[event].delete(listener);
    },
  };
  return {
    registry,
    register: (...added: Wallet[]) => listeners.register.forEach((listener) => listener(...added)),
    unregister: (...removed: Wallet[]) => listeners.unregister.forEach((listener) => listener(...removed)),
    listenerCount: () => listeners.register.size + listeners.unregister.size,
  };
}

const wallet = (name: string, options: { chains?: string[]; without?: string[] } = {}) => createTestWallet({ keypair: Keypair.generate(), name, ...options });
const names = (list: { name: string }[]) => list.map(({ name }) => name);

describe('isSolanaWallet', () => {
  it('takes a wallet with a solana chain, connect, a way to sign transactions and signMessage', () => {
    expect(isSolanaWallet(wallet('A'))).toBe(true);
    expect(isSolanaWallet(wallet('A', { without: ['solana:signAndSendTransaction'] }))).toBe(true);
    expect(isSolanaWallet(wallet('A', { without: ['solana:signTransaction'] }))).toBe(true);
  });

  it.each([
    ['no solana chain', wallet('A', { chains: ['bip122:000000000019d6689c085ae165831e93'] })],
    ['no standard:connect', wallet('A', { without: ['standard:connect'] })],
    ['no solana:signMessage', wallet('A', { without: ['solana:signMessage'] })],
    ['no way to sign transactions', wallet('A', { without: ['solana:signTransaction', 'solana:signAndSendTransaction'] })],
    ['an icon that is a URL', { ...wallet('A'), icon: 'https://example.com/icon.png' }],
    ['no name', { ...wallet('A'), name: ' ' }],
    ['nothing like a wallet', 42],
  ])('leaves out a wallet with %s', (_, candidate) => {
    expect(isSolanaWallet(candidate)).toBe(false);
  });
});

describe('watchStandardWallets', () => {
  it('lists the Solana wallets registered before and after, as announced connectors with name and icon', () => {
    const early = wallet('Early');
    const fake = fakeRegistry([early, wallet('Bitcoin only', { chains: ['bip122:x'] })]);
    const lists: ConnectorInfo[][] = [];
    watchStandardWallets(fake.registry, (list) => lists.push(list));
    expect(lists.at(-1)).toEqual([expect.objectContaining({ id: 'Early', name: 'Early', type: 'ANNOUNCED', chain: 'solana', imageUrl: early.icon })]);
    fake.register(wallet('Late'));
    expect(names(lists.at(-1)!)).toEqual(['Early', 'Late']);
  });

  it('keeps the first wallet of a name, and drops a wallet that unregisters', () => {
    const first = wallet('Same');
    const fake = fakeRegistry([first]);
    const lists: ConnectorInfo[][] = [];
    watchStandardWallets(fake.registry, (list) => lists.push(list));
    fake.register(wallet('Same'));
    expect(lists).toHaveLength(1);
    fake.unregister(first);
    expect(lists.at(-1)).toEqual([]);
  });

  it('stops listening when stopped', () => {
    const fake = fakeRegistry();
    const stop = watchStandardWallets(fake.registry, () => {});
    expect(fake.listenerCount()).toBe(2);
    stop();
    expect(fake.listenerCount()).toBe(0);
  });
});

describe("the adapter's discovery", () => {
  it("follows the wallets that register through the window's Wallet Standard events, after the configured connectors, until stopped", async () => {
    const page = new EventTarget();
    Object.assign(globalThis, { window: page });
    try {
      const register = (name: string) => page.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: (api: { register(w: Wallet): void }) => api.register(wallet(name)) }));
      const adapter = solanaAdapter();
      const lists: ConnectorInfo[][] = [];
      const stop = adapter.watchConnectors((list) => lists.push(list));
      // The adapter's body comes first (import()), listing what it has; then discovery, which hears the window.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(lists[0]).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 0));
      register('Registered');
      expect(names(lists.at(-1)!)).toEqual(['Registered']);
      stop();
      register('After the stop');
      expect(names(lists.at(-1)!)).toEqual(['Registered']);
    } finally {
      delete (globalThis as { window?: unknown }).window;
    }
  });
});
