// The public entry points the API reference documents, each under the name an app imports it by.
// `@latch/core/internal` is left out: it is for ui alone.
export const ENTRIES = {
  '@latch/core': 'packages/core/src/exports/index.ts',
  '@latch/core/chains': 'packages/core/src/chains/index.ts',
  '@latch/core/api': 'packages/core/src/api/index.ts',
  '@latch/core/siwx': 'packages/core/src/siwx/index.ts',
  '@latch/core/testing': 'packages/core/src/testing/index.ts',
  '@latch/core/walletconnect': 'packages/core/src/walletconnect/index.ts',
  '@latch/core/logger': 'packages/core/src/logger/index.ts',
  '@latch/ui': 'packages/ui/src/exports/index.ts',
  '@latch/adapter-evm': 'packages/adapter-evm/src/exports/index.ts',
  '@latch/adapter-solana': 'packages/adapter-solana/src/exports/index.ts',
  '@latch/frame': 'packages/frame/src/exports/index.ts',
  '@latch/frame/host': 'packages/frame/src/exports/host.ts',
  '@latch/wagmi': 'packages/wagmi/src/exports/index.ts',
};
