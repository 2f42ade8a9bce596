import { embeddedWalletImport, embeddedWalletInfo, lazyOnce, type AdapterContext, type AdapterEvent } from '@latch/core';
import type { SolanaEmbeddedWalletOptions } from '../embedded/options.js';
import type { SolanaConnector } from './types.js';

/**
 * The embedded wallet's Solana account: an auth connector (listed as every namespace's, so Connect
 * shows one row for the email login) over the Latch instance's one wallet frame. The frame code loads
 * with the first request; a login through any namespace signs this one in too.
 */
export function embeddedWallet(options: SolanaEmbeddedWalletOptions, latch: () => AdapterContext | undefined, emit: (event: AdapterEvent) => void): SolanaConnector {
  const wallets = lazyOnce(() => embeddedWalletImport(import('../embedded/frameWallet.js')).then(({ embeddedSolanaWallets }) => embeddedSolanaWallets(options, latch(), emit)));
  return {
    ...embeddedWalletInfo('solana'),
    open: async (request) => (await wallets.get())(request),
  };
}
