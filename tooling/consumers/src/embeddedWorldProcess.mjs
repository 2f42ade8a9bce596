// The local world the embedded wallet needs (services over in-memory PGlite, the wallet frame, the bundler, the
// devnet), with the built app whose folder is the first argument served in the demo's place. A process of its own:
// the tests' jest cannot load the services' ES modules. It writes one line of JSON saying where each part is,
// and stops everything on SIGTERM.
import { startStack } from '@latch/stack';

// A SIGTERM while the parts start stops them once they are up, so that none (anvil, the bundler) outlives this process.
let stack;
let stopping = false;
process.on('SIGTERM', () => {
  stopping = true;
  void stack?.stop().then(() => process.exit(0));
});
stack = await startStack({ LATCH_SERVICES_DATA_DIR: ':memory:', ...process.env }, (line) => console.error(line), { dappRoot: process.argv[2] });
if (stopping) {
  await stack.stop();
  process.exit(0);
}
const { devnet } = stack;
console.log(
  JSON.stringify({
    appUrl: stack.demoUrl,
    walletFrameUrl: stack.walletFrameUrl,
    servicesUrl: stack.services.url,
    rpcUrl: devnet.rpcUrl,
    chainId: devnet.chainId,
    accounts: devnet.accounts.map(({ address }) => address),
    entryPoint: devnet.accountAbstraction.entryPoint,
  }),
);
