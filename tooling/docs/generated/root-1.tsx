// From README.md, block 1.
import { createLatch } from '@latch/core';
import { base, mainnet, solanaMainnet } from '@latch/core/chains';
import { evmAdapter } from '@latch/adapter-evm';
import { solanaAdapter } from '@latch/adapter-solana';
import { ConnectButton, LatchProvider } from '@latch/ui';
import '@latch/ui/styles.css';

const latch = createLatch({ projectId: 'my-app', networks: [mainnet, base, solanaMainnet], adapters: [evmAdapter(), solanaAdapter()] });

export const App = () => (
  <LatchProvider latch={latch} themeMode="dark">
    <ConnectButton />
  </LatchProvider>
);
export {};
