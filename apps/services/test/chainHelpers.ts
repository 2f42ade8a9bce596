// Real services over a real devnet (anvil with tokens and Uniswap V2), one of each per test file.
import type { ApiContext } from '@latch/core/api';
import { freshProvider, liquidityProviderAccount, startDevnet, type Devnet } from '@latch/devnet';
import { Contract, NonceManager, Wallet, type JsonRpcProvider } from 'ethers';
import { chainConfigFromDevnet, createServices, type Services } from '../src/index.js';
import { servicesTestDatabase, type TestDatabase } from './database.js';
import { CALL } from './helpers.js';

export const CHAIN = 'eip155:31337';
export const ERC20_ABI = [
  'function balanceOf(address) view returns (uint256)',
  'function transfer(address to, uint256 amount) returns (bool)',
  'function allowance(address owner, address spender) view returns (uint256)',
];

export interface World {
  devnet: Devnet;
  services: Services;
  provider: JsonRpcProvider;
  /** The client's context for apiRequest: every answer is parsed by core's schemas. */
  api: ApiContext;
  /** A signer for a dev account that sends back to back without stale nonces. */
  signer(index: number): NonceManager;
  balanceOf(token: string, holder: string): Promise<bigint>;
}

/** Starts a devnet and services reading it (treasury: the devnet's liquidity provider) before the file's tests. */
export function useWorld(): () => World {
  let world: World | undefined;
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await servicesTestDatabase();
    const devnet = await startDevnet({ port: 0 });
    const chain = chainConfigFromDevnet(devnet, { treasuryKey: liquidityProviderAccount().privateKey });
    const services = await createServices({ port: 0, database: database.config, chains: [chain] });
    const provider = freshProvider(devnet.rpcUrl);
    world = {
      devnet,
      services,
      provider,
      api: { baseUrl: services.url, projectId: CALL.projectId, sdkType: CALL.st, sdkVersion: CALL.sv },
      signer: (index) => new NonceManager(new Wallet(devnet.accounts[index]!.privateKey, provider)),
      balanceOf: async (token, holder) => (await new Contract(token, ERC20_ABI, provider).getFunction('balanceOf')(holder)) as bigint,
    };
  }, 60_000);
  afterAll(async () => {
    // Polling stops first; a receipt poll still in flight (ethers starts them without a catch) then
    // ends while the node still answers. Destroyed at once, it was cancelled and failed the whole file.
    await world?.provider.removeAllListeners();
    await world?.services.stop();
    await world?.devnet.stop();
    world?.provider.destroy();
    await database?.drop();
  });
  return () => {
    if (!world) throw new Error('world not started');
    return world;
  };
}
