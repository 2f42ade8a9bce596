// The Wallet Standard's app side, as `@wallet-standard/app` speaks it, for one watch rather than for the
// page: that package's getWallets() listens for wallets on the window for as long as the page lives,
// and latch.destroy() must leave nothing behind. Each registry announces itself (app-ready), so the
// wallets already on the page register with it, and hears the wallets that come later, until stopped.
import type { Wallet } from '@wallet-standard/base';
import * as z from 'zod/mini';
import type { WalletRegistry } from './discovery.js';

const REGISTER_WALLET = 'wallet-standard:register-wallet';
const APP_READY = 'wallet-standard:app-ready';

interface RegisterApi {
  register(...wallets: Wallet[]): () => void;
}

/** A wallet's `register-wallet` event carries a function the app calls with its register API. */
const registerCallbackSchema = z.custom<(api: RegisterApi) => void>((value) => typeof value === 'function', 'must be a function');
const registerEventSchema = z.object({ detail: registerCallbackSchema });

export interface PageRegistry extends WalletRegistry {
  /** Stops hearing wallets; those registered stay listed by `get`. */
  stop(): void;
}

/** A registry of the wallets that register through `target`'s (the window's) Wallet Standard events from now on. */
export function pageRegistry(target: EventTarget): PageRegistry {
  const wallets = new Set<Wallet>();
  const listeners = { register: new Set<(...wallets: Wallet[]) => void>(), unregister: new Set<(...wallets: Wallet[]) => void>() };

  const api: RegisterApi = Object.freeze({
    register(...offered: Wallet[]) {
      // A wallet registered already is not registered twice (as @wallet-standard/app does).
      const added = offered.filter((wallet) => !wallets.has(wallet));
      added.forEach((wallet) => wallets.add(wallet));
      if (added.length) listeners.register.forEach((listener) => listener(...added));
      return () => {
        const gone = added.filter((wallet) => wallets.delete(wallet));
        if (gone.length) listeners.unregister.forEach((listener) => listener(...gone));
      };
    },
  });

  const onRegisterWallet = (event: Event) => {
    const parsed = registerEventSchema.safeParse(event);
    if (!parsed.success) return;
    try {
      parsed.data.detail(api);
    } catch {
      // A wallet whose callback throws is that wallet's problem, not the page's.
    }
  };
  target.addEventListener(REGISTER_WALLET, onRegisterWallet);
  target.dispatchEvent(new CustomEvent(APP_READY, { detail: api }));

  return {
    get: () => [...wallets],
    on(event, listener) {
      listeners[event].add(listener);
      return () => listeners[event].delete(listener);
    },
    stop: () => target.removeEventListener(REGISTER_WALLET, onRegisterWallet),
  };
}
