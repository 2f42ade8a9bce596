import { lazyAdapter, walletConnectHub, type AdapterHost, type ChainAdapter } from '@latch/core';
import { SOLANA_RULES } from './rules.js';
import type { SolanaAdapterOptions } from './solanaAdapterOptions.js';

export type { SolanaAdapterOptions } from './solanaAdapterOptions.js';

// The page's entry carries only this shell; the adapter's work, its connector list included, comes with
// import() once core starts discovery (next to the EVM adapter, every byte of the entry counts).
const loadBody = () => import('./solanaAdapterBody.js');

const DELEGATED = ['connect', 'reconnect', 'disconnect', 'switchNetwork', 'signMessage', 'send', 'canonicalAddress', 'getBalance', 'getWalletProvider'] as const;

export function solanaAdapter(options: SolanaAdapterOptions = {}): ChainAdapter {
  return lazyAdapter((host: AdapterHost) => ({
    namespace: 'solana',
    rules: SOLANA_RULES,
    load: () => loadBody().then(({ createSolanaAdapterBody }) => createSolanaAdapterBody(options, host)),
    delegated: DELEGATED,
    init: (latch, body) => {
      // Whichever adapter proposes the Latch instance's one WalletConnect session asks for Solana's networks too.
      if (options.walletConnect) walletConnectHub(latch).contributions.set('solana', async () => (await body()).walletConnectContribution());
    },
  }));
}
