import { lazy, Suspense } from 'react';
import { selectActiveAccount, selectActiveNetwork, type LatchState } from '@latch/core';
import { useLatchSelector } from '@latch/ui';
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

/**
 * The page under the header: how to reach the devnet, the connection's state, and the app's own
 * transaction. It is the demo's content, not Latch's: it loads after the entry, so the entry's
 * budget measures what an app pays for Latch (the header's connect button is in the entry).
 */
export default function DemoPage() {
  return (
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
  );
}
