import type { ChainNamespace } from '@latch/core';

/** How the modal names a namespace to a person (the Networks view's groups, the namespaces a wallet serves in Connect). */
export const NAMESPACE_LABELS: Record<ChainNamespace, string> = { eip155: 'EVM', solana: 'Solana', polkadot: 'Polkadot', bip122: 'Bitcoin', cosmos: 'Cosmos' };
