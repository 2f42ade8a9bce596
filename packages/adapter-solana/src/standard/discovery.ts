import { getWallets } from '@wallet-standard/app';
import type { Wallet } from '@wallet-standard/base';
import { walletStandard } from '../connectors/walletStandard.js';
import type { SolanaConnector } from '../connectors/types.js';
import { pageRegistry } from './pageRegistry.js';
import { solanaFeaturesSchema, standardWalletSchema } from './schemas.js';

/** A Wallet Standard registry as discovery reads it (the shape of `@wallet-standard/app`'s `getWallets()`). */
export interface WalletRegistry {
  get(): readonly Wallet[];
  on(event: 'register' | 'unregister', listener: (...wallets: Wallet[]) => void): () => void;
}

/** A wallet offered on Solana: a `solana:` chain, connect, signAndSendTransaction or signTransaction, and signMessage. */
export function isSolanaWallet(wallet: unknown): wallet is Wallet {
  const parsed = standardWalletSchema.safeParse(wallet);
  return parsed.success && parsed.data.chains.some((chain) => chain.startsWith('solana:')) && solanaFeaturesSchema.safeParse(parsed.data.features).success;
}

/**
 * Follows the wallets registered with the Wallet Standard, those registered before included.
 * `onChange` gets the Solana wallets whenever the list changes; others are left out.
 */
export function watchStandardWallets(registry: WalletRegistry, onChange: (connectors: SolanaConnector[]) => void): () => void {
  const listed = new Map<string, { wallet: Wallet; connector: SolanaConnector }>();
  const publish = () => onChange([...listed.values()].map(({ connector }) => connector));

  const add = (...wallets: Wallet[]) => {
    // The first wallet to register a name keeps it: a later script cannot pose as a known wallet.
    const fresh = wallets.filter((wallet) => isSolanaWallet(wallet) && !listed.has(wallet.name));
    fresh.forEach((wallet) => listed.set(wallet.name, { wallet, connector: walletStandard(wallet) }));
    if (fresh.length) publish();
  };
  const remove = (...wallets: Wallet[]) => {
    const gone = [...listed].filter(([, entry]) => wallets.includes(entry.wallet));
    gone.forEach(([name]) => listed.delete(name));
    if (gone.length) publish();
  };

  const stops = [registry.on('register', add), registry.on('unregister', remove)];
  add(...registry.get());
  return () => stops.forEach((stop) => stop());
}

/**
 * The Solana wallets that register through the window's Wallet Standard events, until stopped. Where
 * there is no window (Node, tests), wallets register with `@wallet-standard/app`'s registry directly:
 * that one is followed; in a browser it would listen on the window for the page's whole life.
 */
export function watchRegisteredWallets(onChange: (connectors: SolanaConnector[]) => void): () => void {
  const registry = typeof window === 'undefined' ? { ...getWallets(), stop: () => {} } : pageRegistry(window);
  const stop = watchStandardWallets(registry, onChange);
  return () => {
    stop();
    registry.stop();
  };
}
