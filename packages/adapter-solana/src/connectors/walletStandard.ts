import type { Wallet } from '@wallet-standard/base';
import type { SolanaConnector } from './types.js';

/**
 * A wallet registered through the Wallet Standard, shown as EIP-6963 wallets are (ANNOUNCED, with its
 * icon). Its name is its id. The code that talks to it loads when it is first asked for its account.
 */
export function walletStandard(wallet: Wallet): SolanaConnector {
  return {
    id: wallet.name,
    name: wallet.name,
    type: 'ANNOUNCED',
    chain: 'solana',
    imageUrl: wallet.icon,
    open: async ({ silent }) => (await import('../standard/standardWallet.js')).connectStandardWallet(wallet, silent),
  };
}
