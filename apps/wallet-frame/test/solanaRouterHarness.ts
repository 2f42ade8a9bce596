// A SolanaRouter with a real Ed25519 key, a network RPC that records what is sent, and an approval
// prompt the test answers by hand: the Solana router's tests, split by method, share it.
import { Transaction } from '@solana/web3.js';
import { ApprovalQueue } from '../src/approval/queue.js';
import { toBase58 } from '../src/keys/bytes.js';
import { createSolanaKey } from '../src/keys/solana.js';
import { SolanaRouter } from '../src/solana/router.js';
import { createSolanaSigner } from '../src/solana/signer.js';
import { ManualPrompt, ORIGIN } from './routerHarness.js';
import { TEST_SOLANA_CHAIN, testSolanaNetworks } from './solanaNetworks.js';

type SolanaMethod = 'solana_signMessage' | 'solana_signTransaction' | 'solana_signAndSendTransaction';

/** `sent` answers the network's sendTransaction; by default with the transaction's own signature. */
export async function solanaRouterHarness({ connected = true, sent }: { connected?: boolean; sent?: (wire: string) => unknown } = {}) {
  const key = (await createSolanaKey())!;
  const signer = await createSolanaSigner(key);
  const prompt = new ManualPrompt();
  const notified: string[] = [];
  const approvals = new ApprovalQueue(prompt, (event) => notified.push(event.type));
  const forward = jest.fn(async (_network: unknown, _method: string, params: unknown) => {
    const [wire] = params as [string];
    return sent ? sent(wire) : toBase58(Transaction.from(Buffer.from(wire, 'base64')).signature!);
  });
  const router = new SolanaRouter({ networks: testSolanaNetworks(), account: async () => (connected ? { address: key.address, signer: async () => signer } : undefined), forward, approvals });
  const request = (method: SolanaMethod, params: unknown, chainId: string = TEST_SOLANA_CHAIN) => router.request({ method, params, chainId }, { origin: ORIGIN, dappName: 'Latch demo' });
  return { key, prompt, notified, forward, request };
}
