// The example adapter's test page: a dApp configured with bip122Adapter alone, through @latch/ui as any
// app would. A Bitcoin wallet extension (or, with `?stand-in`, the stand-in wallet) injects itself in the page.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createLatch, selectActiveAccount } from '@latch/core';
import { ConnectButton, LatchProvider, useLatchSelector } from '@latch/ui';
import '@latch/ui/styles.css';
import { bip122Adapter, bitcoinRegtest } from '../src/index.js';
import { installStandInWallet, STAND_IN_WALLET as STAND_IN } from '../src/standInWallet.js';

if (new URLSearchParams(location.search).has('stand-in')) installStandInWallet(STAND_IN);

const latch = createLatch({
  projectId: 'latch-example-bip122',
  networks: [bitcoinRegtest],
  adapters: [bip122Adapter()],
  metadata: { name: 'Bitcoin example', description: 'A third namespace through the example adapter.', url: location.origin, icons: [] },
});

function Address() {
  const account = useLatchSelector(selectActiveAccount);
  return <p data-testid="example-address">{account?.caipAddress ?? 'disconnected'}</p>;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <LatchProvider latch={latch}>
      <h1>Latch with a Bitcoin adapter</h1>
      <ConnectButton />
      <Address />
    </LatchProvider>
  </StrictMode>,
);
