import { describeAdapterConformance } from '@latch/core/testing';
import { createDevProvider, startDevnet, type Devnet, type DevProvider } from '@latch/devnet';
import { evmAdapter } from '../src/evmAdapter.js';
import { providerConnector } from '../src/connectors/provider.js';
import { devnetNetwork } from './devnetNetwork.js';

// Core's conformance suite (@latch/core/testing) against this adapter, a real anvil and an EIP-1193 wallet signing with a devnet key.
let devnet: Devnet;
let wallet: DevProvider;

beforeAll(async () => {
  devnet = await startDevnet({ port: 0 });
  wallet = createDevProvider({ rpcUrl: devnet.rpcUrl, privateKey: devnet.accounts[1]!.privateKey, chainId: devnet.chainId });
});
afterAll(async () => {
  wallet?.destroy();
  await devnet?.stop();
});

describeAdapterConformance({ describe, it }, 'evmAdapter', () => ({
  create: () => evmAdapter({ discovery: false, connectors: [providerConnector({ id: 'dev', name: 'Dev Wallet', provider: wallet })] }),
  network: devnetNetwork(devnet),
  addresses: {
    valid: ['0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', '3c44cdddb6a900fa2b585dd299e03d12fa4293bc'],
    invalid: ['0x3C44CdDdB6a900fa2b585dd299e03d12FA4293B', '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BCA', '0xG3C44CdDdB6a900fa2b585dd299e03d12FA4293B', '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', ''],
  },
  wallet: { connectorId: 'dev', address: devnet.accounts[1]!.address },
}));
