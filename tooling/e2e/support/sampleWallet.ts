import { createSampleWallet, type SampleWallet } from '@latch/devnet';
import { solanaInfo } from './solanaTestWallet.js';
import { devnetInfo } from './testWallet.js';

let wallets = 0;

/**
 * The devnet's sample WalletConnect wallet, on the suite's relay, holding dev account `index`; with
 * `solana`, the local Solana chain's dev keypair `index` too, so it approves both namespaces.
 */
export async function sampleWallet(index: number, { solana = false } = {}): Promise<SampleWallet> {
  const relayUrl = process.env.LATCH_E2E_RELAY;
  if (!relayUrl) throw new Error('LATCH_E2E_RELAY is not set: the suite starts the relay in its global setup.');
  const { rpcUrl, accounts } = devnetInfo();
  const solanaKey = solana ? { rpcUrl: solanaInfo().rpcUrl, secretKey: Uint8Array.from(solanaInfo().accounts[index]!.secretKey) } : undefined;
  return createSampleWallet({ relayUrl, rpcUrl, privateKey: accounts[index]!.privateKey, storagePrefix: `e2e-sample-${process.pid}-${++wallets}`, solana: solanaKey });
}
