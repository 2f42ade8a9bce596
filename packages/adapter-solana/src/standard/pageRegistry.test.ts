import { Keypair } from '@solana/web3.js';
import type { Wallet } from '@wallet-standard/base';
import { createTestWallet } from '../../test/testWallet.js';
import { pageRegistry } from './pageRegistry.js';

type Register = (api: { register(...wallets: Wallet[]): () => void }) => void;

/** What a wallet's `registerWallet` (@wallet-standard/wallet) does on `target`: register when an app is ready, and ask any app there is. */
function installWallet(target: EventTarget, wallet: Wallet) {
  const unregisters: (() => void)[] = [];
  const register: Register = (api) => unregisters.push(api.register(wallet));
  target.addEventListener('wallet-standard:app-ready', (event) => register((event as CustomEvent).detail));
  target.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }));
  return { unregister: () => unregisters.forEach((unregister) => unregister()) };
}

const wallet = (name: string) => createTestWallet({ keypair: Keypair.generate(), name });

describe('pageRegistry', () => {
  it('gets the wallets installed before it (they answer its app-ready) and those installed after', () => {
    const page = new EventTarget();
    const early = wallet('Early');
    installWallet(page, early);
    const registry = pageRegistry(page);
    expect(registry.get()).toEqual([early]);
    const registered = jest.fn();
    registry.on('register', registered);
    const late = wallet('Late');
    installWallet(page, late);
    expect(registered).toHaveBeenCalledWith(late);
    expect(registry.get()).toEqual([early, late]);
  });

  it('registers a wallet once, and tells of one that unregisters', () => {
    const page = new EventTarget();
    const registry = pageRegistry(page);
    const registered = jest.fn();
    const unregistered = jest.fn();
    registry.on('register', registered);
    const off = registry.on('unregister', unregistered);
    const same = wallet('Same');
    const installed = installWallet(page, same);
    page.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: ((api) => api.register(same)) as Register }));
    expect(registered).toHaveBeenCalledTimes(1);
    installed.unregister();
    expect(unregistered).toHaveBeenCalledWith(same);
    expect(registry.get()).toEqual([]);
    off();
    installWallet(page, wallet('Other')).unregister();
    expect(unregistered).toHaveBeenCalledTimes(1);
  });

  it('ignores a register-wallet event without a callback, and survives a callback that throws', () => {
    const page = new EventTarget();
    const registry = pageRegistry(page);
    page.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: 'not a function' }));
    page.dispatchEvent(new Event('wallet-standard:register-wallet'));
    page.dispatchEvent(
      new CustomEvent('wallet-standard:register-wallet', {
        detail: () => {
          throw new Error('broken wallet');
        },
      }),
    );
    const fine = wallet('Fine');
    installWallet(page, fine);
    expect(registry.get()).toEqual([fine]);
  });

  it('hears no wallet once stopped, and keeps what it had', () => {
    const page = new EventTarget();
    const registry = pageRegistry(page);
    const kept = wallet('Kept');
    installWallet(page, kept);
    registry.stop();
    installWallet(page, wallet('After'));
    expect(registry.get()).toEqual([kept]);
  });
});
