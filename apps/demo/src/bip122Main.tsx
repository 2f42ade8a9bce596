// The demo with a third namespace: examples/adapter-bip122, an adapter built on core's public
// interface alone, beside the EVM and Solana ones, with no change to core or ui (issue 19, point 3).
// A Bitcoin wallet extension injects itself in the page; with `?stand-in`, the example's stand-in does.
import { bip122Adapter, bitcoinRegtest } from '@latch-example/adapter-bip122';
import { installStandInWallet, STAND_IN_WALLET } from '@latch-example/adapter-bip122/standInWallet';
import { createDemoLatch, devnet, solanaDevnet } from './latch.js';
import { mountDemo } from './mount.js';

if (new URLSearchParams(location.search).has('stand-in')) installStandInWallet(STAND_IN_WALLET);

mountDemo(createDemoLatch({ adapters: [bip122Adapter()], networks: [devnet, solanaDevnet, bitcoinRegtest] }));
