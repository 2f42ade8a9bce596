// The local ERC-4337 world for the smart account's integration tests: the devnet (anvil with the
// EntryPoint and the account factories), alto on it, and the services serving the devnet with its
// contracts and bundler as a chains file would, with the devnet's faucet; started once per test
// file, stopped after it. The frame reaches the devnet's node and alto as the page does: through
// the services' POST /v1 and POST /v1/bundler, at the URLs it learns from their GET /v1/chains.
import { liquidityProviderAccount, startBundler, startDevnet, type Bundler, type Devnet } from '@latch/devnet';
import { chainConfigFromDevnet, faucetConfigFromDevnet, type Services } from '@latch/services';
import { loadNetworks } from '../src/chainNetworks.js';
import type { FrameNetwork, SmartAccountContracts } from '../src/networks.js';
import { ServicesApi } from '../src/services/api.js';
import { ServicesClient } from '../src/services/client.js';
import { frameFetch } from './frameDevice.js';
import { startTestServices } from './testServices.js';

const PROJECT_ID = 'latch-demo';

export interface SmartAccountWorld {
  devnet: Devnet;
  bundler: Bundler;
  services: Services;
  /** The devnet as the frame has it from the services: its node and bundler are the services' proxy. */
  network: FrameNetwork;
  /** The network's ERC-4337 contracts and bundler, as the frame is configured with them. */
  contracts(): SmartAccountContracts;
  /** The devnet's node as the frame reaches it. */
  nodeUrl(): string;
}

/** A test's user operations: every node and bundler call passes the services (and their rate limit's write), slower on a loaded machine. */
const USER_OPERATION_TEST_MS = 60_000;
/** Starting anvil with its contracts, the bundler and the services: over a minute was seen with the browser suite beside it. */
const WORLD_START_MS = 120_000;

export function useSmartAccountWorld(): SmartAccountWorld {
  jest.setTimeout(USER_OPERATION_TEST_MS);
  const world = {} as SmartAccountWorld;
  beforeAll(async () => {
    world.devnet = await startDevnet({ port: 0 });
    world.bundler = await startBundler({ port: 0, rpcUrl: world.devnet.rpcUrl, entryPoint: world.devnet.accountAbstraction.entryPoint });
    world.services = await startTestServices({
      auth: { smtpPort: 0, newDeviceHoldMs: 0 },
      chains: [chainConfigFromDevnet(world.devnet, { bundlerUrl: world.bundler.url })],
      faucet: faucetConfigFromDevnet(world.devnet, { key: liquidityProviderAccount().privateKey }),
    });
    const api = new ServicesApi(new ServicesClient({ baseUrl: world.services.url, projectId: PROJECT_ID, fetch: frameFetch }));
    world.network = (await loadNetworks(api, { servicesUrl: world.services.url, projectId: PROJECT_ID })).networks.default;
  }, WORLD_START_MS);
  afterAll(async () => {
    await world.services?.stop();
    await world.bundler?.stop();
    await world.devnet?.stop();
  });
  world.contracts = () => world.network.smartAccount!;
  world.nodeUrl = () => world.network.rpcUrl;
  return world;
}
