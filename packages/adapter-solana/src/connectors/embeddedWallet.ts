import { LatchError, type AdapterContext, type AdapterEvent } from '@latch/core';
import { EMAIL_DEPENDENCY } from '@latch/core/internal';
import type { SolanaEmbeddedWalletOptions } from '../embedded/options.js';
import { lazyOnce } from '../lazyOnce.js';
import type { SolanaConnector } from './types.js';

/**
 * The embedded wallet's Solana account: an auth connector (type AUTH, named as adapter-evm's, so
 * Connect shows one row for the email login) over the Latch instance's one wallet frame. The frame
 * code loads with the first request; a login through any namespace signs this one in too.
 */
export function embeddedWallet(options: SolanaEmbeddedWalletOptions, latch: () => AdapterContext | undefined, emit: (event: AdapterEvent) => void): SolanaConnector {
  const wallets = lazyOnce(() =>
    import('../embedded/frameWallet.js').then(
      ({ embeddedSolanaWallets }) => embeddedSolanaWallets(options, latch(), emit),
      (cause: unknown) => {
        throw new LatchError(EMAIL_DEPENDENCY, { cause });
      },
    ),
  );
  return {
    id: 'auth',
    name: 'Email',
    type: 'AUTH',
    chain: 'solana',
    open: async (request) => (await wallets.get())(request),
  };
}
