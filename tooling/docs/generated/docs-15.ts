// From docs/adapters.md, block 15.
import type { ChainAdapter } from '@latch/core';

// The members every adapter has; the rest of ChainAdapter is optional.
type Required = Pick<
  ChainAdapter,
  'namespace' | 'rules' | 'watchConnectors' | 'connect' | 'reconnect' | 'disconnect' | 'switchNetwork' | 'signMessage' | 'send' | 'getBalance' | 'subscribe'
>;
export {};
