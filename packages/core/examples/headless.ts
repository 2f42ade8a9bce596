// Latch without a browser or React: a dApp's own UI, a bot or a test can drive the whole flow.
// Run by the test suite (examples/headless.test.ts); the test adapter stands in for a wallet.
import { createLatch, formatBalance, selectActiveAccount, selectActiveNetwork, selectCurrentView, shortenAddress } from '../src/exports/index.js';
import { memoryAdapter, testNetwork } from '../src/testing/index.js';

export async function runHeadless(log: (line: string) => void = console.log): Promise<void> {
  const wallet = memoryAdapter({ balance: '12.3456' });
  const latch = createLatch({ projectId: 'headless-example', networks: [testNetwork], adapters: [wallet.adapter] });

  latch.open();
  log(`opened on ${selectCurrentView(latch.getState())}`);
  latch.push('AllWallets');
  log(`navigated to ${selectCurrentView(latch.getState())}`);
  latch.goBack();
  log(`back on ${selectCurrentView(latch.getState())}`);

  await latch.connect({ connectorId: 'io.test' });
  await latch.refreshBalance();
  const account = selectActiveAccount(latch.getState())!;
  log(`connected ${shortenAddress(account.address!)} on ${selectActiveNetwork(latch.getState())?.name}, balance ${formatBalance(account.balance, account.balanceSymbol)}`);

  latch.open();
  log(`opened on ${selectCurrentView(latch.getState())}`);
  await latch.disconnect();
  log(`disconnected: ${selectActiveAccount(latch.getState())?.status}, on ${selectCurrentView(latch.getState())}`);
  latch.destroy();
}

// `node --experimental-strip-types examples/headless.ts` (Node 22) or any TS runner.
if (typeof process !== 'undefined' && process.argv[1]?.endsWith('headless.ts')) void runHeadless();
