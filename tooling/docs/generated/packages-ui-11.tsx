// From packages/ui/README.md, block 11.
import { createLatch } from '@latch/core';
import { evmAdapter } from '@latch/adapter-evm';
import { ConnectButton, LatchProvider, useLatchAccount } from '@latch/ui';
import '@latch/ui/styles.css';

const latch = createLatch({ projectId: 'my-app', networks: [myNetwork], adapters: [evmAdapter()] });

function Address() {
  const { address, isConnected } = useLatchAccount();
  return <p>{isConnected ? address : 'Not connected'}</p>;
}

export const App = () => (
  <LatchProvider latch={latch} themeMode="system" theme={{ accent: '#0a84ff', borderRadius: '8px' }}>
    <ConnectButton />
    <Address />
  </LatchProvider>
);
export {};
