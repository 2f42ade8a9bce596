// The local world the embedded wallet needs (services over in-memory PGlite, the wallet frame, the bundler, the
// devnet), with the built app whose folder is the first argument served in the demo's place. A process of its own:
// the tests' jest cannot load the services' ES modules. It sends its parent one message saying where each part
// is, and stops everything on SIGTERM or when its parent goes, however the parent ends (its IPC channel closes).
import { startStack } from '@latch/stack';

let stack;
let stopping = false;
const stop = async () => {
  stopping = true;
  // Still starting: the start below stops what it started once it is up, so that none (anvil, the bundler) outlives this process.
  if (!stack) return;
  await stack.stop();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('disconnect', stop);
stack = await startStack({ LATCH_SERVICES_DATA_DIR: ':memory:', ...process.env }, (line) => console.error(line), { dappRoot: process.argv[2] });
if (stopping) await stop();
const { devnet } = stack;
process.send?.({
  appUrl: stack.demoUrl,
  walletFrameUrl: stack.walletFrameUrl,
  servicesUrl: stack.services.url,
  rpcUrl: devnet.rpcUrl,
  chainId: devnet.chainId,
  accounts: devnet.accounts.map(({ address }) => address),
  entryPoint: devnet.accountAbstraction.entryPoint,
});
