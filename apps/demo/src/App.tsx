import { lazy, Suspense, useState } from 'react';
import { selectActiveAccount, selectActiveNetwork, type LatchState } from '@latch/core';
import type { Latch } from '@latch/core';
import { ConnectButton, LatchProvider, useLatchSelector, type ThemeMode } from '@latch/ui';
import { devnet } from './latch.js';

// The app's own transaction panel, and ethers with its first send: never in the page's entry.
const OwnTransaction = lazy(() => import('./OwnTransaction.js'));

const selectSignedIn = (state: LatchState) => (state.siwx.enabled ? (state.siwx.session ? 'yes' : 'no') : 'off');

function Status() {
  const account = useLatchSelector(selectActiveAccount);
  const network = useLatchSelector(selectActiveNetwork);
  const signedIn = useLatchSelector(selectSignedIn);
  return (
    <dl className="demo-status">
      <dt>Status</dt>
      <dd data-testid="demo-status">{account?.status ?? 'disconnected'}</dd>
      <dt>Address</dt>
      <dd className="demo-mono" data-testid="demo-address">{account?.address ?? '—'}</dd>
      <dt>Network</dt>
      <dd>{network?.name ?? '—'}</dd>
      <dt>Signed in</dt>
      <dd data-testid="demo-signed-in">{signedIn}</dd>
    </dl>
  );
}

export function App({ latch }: { latch: Latch }) {
  const [theme, setTheme] = useState<ThemeMode>('light');
  return (
    <LatchProvider latch={latch} themeMode={theme}>
      <header className="demo-header">
        <h1>Latch demo</h1>
        <div className="demo-actions">
          <button type="button" className="demo-toggle" onClick={() => setTheme(theme === 'light' ? 'dark' : 'light')}>
            {theme === 'light' ? 'Dark theme' : 'Light theme'}
          </button>
          <ConnectButton />
        </div>
      </header>
      <main className="demo-main">
        <p>
          Connect a browser wallet pointed at the local devnet: RPC <code>{devnet.rpcUrls.default.http[0]}</code>, chain id{' '}
          <code>{devnet.id}</code>. Import a dev account key that <code>npm start</code> printed to get devnet ETH.
        </p>
        <Status />
        <Suspense fallback={null}>
          <OwnTransaction />
        </Suspense>
      </main>
    </LatchProvider>
  );
}
