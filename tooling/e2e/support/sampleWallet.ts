import { createSampleWallet, type SampleWallet } from '@latch/devnet';
import { devnetInfo } from './testWallet.js';

let wallets = 0;

/** The devnet's sample WalletConnect wallet, on the suite's relay, holding dev account `index`. */
export async function sampleWallet(index: number): Promise<SampleWallet> {
  const relayUrl = process.env.LATCH_E2E_RELAY;
  if (!relayUrl) throw new Error('LATCH_E2E_RELAY is not set: the suite starts the relay in its global setup.');
  const { rpcUrl, accounts } = devnetInfo();
  return createSampleWallet({ relayUrl, rpcUrl, privateKey: accounts[index]!.privateKey, storagePrefix: `e2e-sample-${process.pid}-${++wallets}` });
}
