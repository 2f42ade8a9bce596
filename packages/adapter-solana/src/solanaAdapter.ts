import type { AdapterContext, AdapterEvent, ChainAdapter } from '@latch/core';
import { lazyOnce } from './lazyOnce.js';
import { SOLANA_RULES } from './rules.js';
import type { SolanaAdapterBody } from './solanaAdapterBody.js';
import type { SolanaAdapterOptions } from './solanaAdapterOptions.js';
import { emptyHub, HUB_KEY } from './walletconnect/hub.js';

export type { SolanaAdapterOptions } from './solanaAdapterOptions.js';

// The page's entry carries only this shell; the adapter's work, its connector list included, comes with
// import() once core starts discovery (next to the EVM adapter, every byte of the entry counts).
const loadBody = () => import('./solanaAdapterBody.js');

// The methods that wait for the body, named once: the entry pays for each byte.
const DELEGATED = ['connect', 'reconnect', 'disconnect', 'switchNetwork', 'signMessage', 'send', 'canonicalAddress', 'getBalance', 'getWalletProvider'] as const;
type Delegated = Pick<SolanaAdapterBody, (typeof DELEGATED)[number]>;

export function solanaAdapter(options: SolanaAdapterOptions = {}): ChainAdapter {
  let latch: AdapterContext | undefined;
  const listeners = new Set<(event: AdapterEvent) => void>();
  const host = { context: () => latch, emit: (event: AdapterEvent) => listeners.forEach((listener) => listener(event)) };
  const body = lazyOnce(() => loadBody().then(({ createSolanaAdapterBody }) => createSolanaAdapterBody(options, host)));
  const delegated = Object.fromEntries(
    DELEGATED.map((method) => [method, async (params: never) => ((await body.get())[method] as (params: never) => unknown)(params)]),
  ) as unknown as Delegated;
  return {
    namespace: 'solana',
    rules: SOLANA_RULES,
    init: (context) => {
      latch = context;
      // Whichever adapter proposes the Latch instance's one WalletConnect session asks for Solana's networks too.
      if (options.walletConnect) context.share(HUB_KEY, emptyHub).contributions.set('solana', async () => (await body.get()).walletConnectContribution());
    },

    watchConnectors(onChange) {
      let stopped = false;
      let stop = () => {};
      body.get().then(
        (adapter) => {
          if (!stopped) stop = adapter.watchConnectors(onChange);
        },
        // A body that failed to load lists no wallets; a connect loads it again.
        () => undefined,
      );
      return () => {
        stopped = true;
        stop();
      };
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ...delegated,
  };
}
