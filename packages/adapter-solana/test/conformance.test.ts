import { describeAdapterConformance } from '@latch/core/testing';
import { startSolanaDevnet, type SolanaDevnet } from '@latch/devnet';
import { Keypair } from '@solana/web3.js';
import { getWallets } from '@wallet-standard/app';
import { solanaLocalNetwork } from '../src/network.js';
import { solanaAdapter } from '../src/solanaAdapter.js';
import { createTestWallet, type TestWallet } from './testWallet.js';

// Core's conformance suite (@latch/core/testing) against this adapter, the local Solana chain (litesvm behind its
// JSON-RPC server) and a Wallet Standard wallet on the page's registry signing with a dev keypair.
let devnet: SolanaDevnet;
let wallet: TestWallet;
let unregister = () => {};

beforeAll(async () => {
  devnet = await startSolanaDevnet({ port: 0 });
  wallet = createTestWallet({ keypair: Keypair.fromSecretKey(devnet.accounts[1]!.secretKey), name: 'Latch Test Wallet', chains: [devnet.caipNetworkId], rpcUrl: devnet.rpcUrl });
  unregister = getWallets().register(wallet);
});
afterAll(async () => {
  unregister();
  await devnet?.stop();
});

describeAdapterConformance({ describe, it }, 'solanaAdapter', () => ({
  create: () => solanaAdapter(),
  network: solanaLocalNetwork({ genesisHash: devnet.genesisHash, rpcUrl: devnet.rpcUrl, wsUrl: devnet.wsUrl }),
  addresses: {
    valid: ['11111111111111111111111111111111', '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'],
    invalid: ['1'.repeat(31), '1'.repeat(45), `0${'1'.repeat(32)}`, `l${'1'.repeat(32)}`, '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', ''],
  },
  wallet: { connectorId: 'Latch Test Wallet', address: Keypair.fromSecretKey(devnet.accounts[1]!.secretKey).publicKey.toBase58() },
}));
