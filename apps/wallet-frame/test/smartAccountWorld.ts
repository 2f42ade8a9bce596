// The local ERC-4337 world for the smart account's integration tests: the devnet (anvil with the
// EntryPoint and the account factories), alto on it, and the services with the devnet's faucet; started
// once per test file, stopped after it.
import { liquidityProviderAccount, startBundler, startDevnet, type Bundler, type Devnet } from '@latch/devnet';
import { createServices, faucetConfigFromDevnet, type Services } from '@latch/services';
import type { SmartAccountContracts } from '../src/networks.js';

export interface SmartAccountWorld {
  devnet: Devnet;
  bundler: Bundler;
  services: Services;
  /** The network's ERC-4337 contracts and bundler, as the frame is configured with them. */
  contracts(): SmartAccountContracts;
}

export function useSmartAccountWorld(): SmartAccountWorld {
  const world = {} as SmartAccountWorld;
  beforeAll(async () => {
    world.devnet = await startDevnet({ port: 0 });
    world.bundler = await startBundler({ port: 0, rpcUrl: world.devnet.rpcUrl, entryPoint: world.devnet.accountAbstraction.entryPoint });
    world.services = await createServices({ localWorld: true, port: 0, database: { kind: 'memory' }, auth: { smtpPort: 0, newDeviceHoldMs: 0 }, faucet: faucetConfigFromDevnet(world.devnet, { key: liquidityProviderAccount().privateKey }) });
  }, 60_000);
  afterAll(async () => {
    await world.services?.stop();
    await world.bundler?.stop();
    await world.devnet?.stop();
  });
  world.contracts = () => ({ ...world.devnet.accountAbstraction, bundlerUrl: world.bundler.url });
  return world;
}
