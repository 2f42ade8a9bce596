import type { ChainNamespace } from '../caip/namespaces.js';

export type PreferredAccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal';

/** SPEC 6: the account type each namespace starts with. */
export const DEFAULT_ACCOUNT_TYPES: Partial<Record<ChainNamespace, PreferredAccountType>> = {
  bip122: 'payment',
  eip155: 'smartAccount',
  polkadot: 'eoa',
  solana: 'eoa',
};
