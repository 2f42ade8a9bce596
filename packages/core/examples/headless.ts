// Latch without a browser or React: a dApp's own UI, a bot or a test can drive the whole flow.
// Run by the test suite (examples/headless.test.ts); the test adapter stands in for a wallet.
import { createLatch, formatBalance, selectActiveAccount, selectActiveNetwork, selectCurrentView, shortenAddress } from '../src/exports/index.js';
import { memoryAdapter, testNetwork } from '../src/testing/index.js';
import { connect, disconnect, refreshBalance } from '../src/actions/connection.js';
import { goBack, openModal, pushView } from '../src/actions/modal.js';

export async function runHeadless(log: (line: string) => void = console.log): Promise<void> {
  const wallet = memoryAdapter({ balance: '12.3456' });
  const latch = createLatch({ projectId: 'headless-example', networks: [testNetwork], adapters: [wallet.adapter] });

  openModal(latch);
  log(`opened on ${selectCurrentView(latch.getState())}`);
  pushView(latch, 'AllWallets');
  log(`navigated to ${selectCurrentView(latch.getState())}`);
  goBack(latch);
  log(`back on ${selectCurrentView(latch.getState())}`);

  await connect(latch, { connectorId: 'io.test' });
  await refreshBalance(latch);
  const account = selectActiveAccount(latch.getState())!;
  log(`connected ${shortenAddress(account.address!)} on ${selectActiveNetwork(latch.getState())?.name}, balance ${formatBalance(account.balance, account.balanceSymbol)}`);

  openModal(latch);
  log(`opened on ${selectCurrentView(latch.getState())}`);
  await disconnect(latch);
  log(`disconnected: ${selectActiveAccount(latch.getState())?.status}, on ${selectCurrentView(latch.getState())}`);
  latch.destroy();
}

// `node --experimental-strip-types examples/headless.ts` (Node 22) or any TS runner.
if (typeof process !== 'undefined' && process.argv[1]?.endsWith('headless.ts')) void runHeadless();
