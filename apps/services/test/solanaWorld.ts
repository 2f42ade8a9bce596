// Real services over the local Solana chain (litesvm), one of each per test file, as chainHelpers.ts does for the EVM devnet.
import type { ApiContext } from '@latch/core/api';
import { startSolanaDevnet, type SolanaDevnet } from '@latch/devnet';
import { createServices, solanaChainConfigFromDevnet, type Services } from '../src/index.js';
import { servicesTestDatabase, type TestDatabase } from './database.js';
import { CALL } from './helpers.js';

export interface SolanaWorld {
  solana: SolanaDevnet;
  services: Services;
  /** The client's context for apiRequest: every answer is parsed by core's schemas. */
  api: ApiContext;
}

/** Starts the Solana chain and services reading it before the file's tests; with `treasury`, the onramp pays SOL from the chain's treasury keypair. */
export function useSolanaWorld({ treasury = false }: { treasury?: boolean } = {}): () => SolanaWorld {
  let world: SolanaWorld | undefined;
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await servicesTestDatabase();
    const solana = await startSolanaDevnet({ port: 0 });
    const chain = solanaChainConfigFromDevnet(solana, treasury ? { treasuryKey: solana.treasury.secretKeyBase58 } : {});
    const services = await createServices({ port: 0, database: database.config, solanaChains: [chain] });
    world = { solana, services, api: { baseUrl: services.url, projectId: CALL.projectId, sdkType: CALL.st, sdkVersion: CALL.sv } };
  }, 60_000);
  afterAll(async () => {
    await world?.services.stop();
    await world?.solana.stop();
    await database?.drop();
  });
  return () => {
    if (!world) throw new Error('world not started');
    return world;
  };
}
