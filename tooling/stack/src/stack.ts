import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { HOST, liquidityProviderAccount, resolvePorts, sampleWalletDist, startDevnet, startRelay, type Devnet, type Relay } from '@latch/devnet';
import { chainConfigFromDevnet, configFromEnv, createServices, describeDatabase, type Services } from '@latch/services';
import { serveStatic } from './staticServer.js';

export interface Stack {
  demoUrl: string;
  /** The sample WalletConnect wallet's page: paste the demo's pairing URI there. */
  sampleWalletUrl: string;
  devnet: Devnet;
  /** The local WalletConnect relay the demo's connector and the sample wallet meet on. */
  relay: Relay;
  services: Services;
  /** Where the services keep their data, said for a person. */
  database: string;
  stop(): Promise<void>;
}

/** Where the built demo is. */
export const demoDist = () => join(dirname(createRequire(import.meta.url).resolve('@latch/demo/package.json')), 'dist');

/** Starts the devnet, the relay and the services, then serves the built demo and the sample wallet. Ports come from the environment (LATCH_*_PORT). */
export async function startStack(env: Record<string, string | undefined> = process.env): Promise<Stack> {
  const ports = resolvePorts(env);
  const root = demoDist();
  if (!existsSync(join(root, 'index.html'))) throw new Error(`The demo is not built (${root} has no index.html). Run the build first.`);

  const devnet = await startDevnet({ port: ports.anvil });
  const stops: (() => Promise<void>)[] = [() => devnet.stop()];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop();
  };
  try {
    const relay = await startRelay({ port: ports.relay });
    stops.push(() => relay.stop());
    const config = configFromEnv(env);
    // The devnet is the services' chain; the onramp pays out from the liquidity provider's funds.
    const chains = [chainConfigFromDevnet(devnet, { treasuryKey: liquidityProviderAccount().privateKey }), ...config.chains];
    const services = await createServices({ ...config, chains, port: ports.services });
    stops.push(() => services.stop());
    for (const [dir, port] of [[root, ports.demo], [sampleWalletDist(), ports.sampleWallet]] as const) {
      const server = await serveStatic({ root: dir, port });
      stops.push(async () => {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      });
    }
    return {
      demoUrl: `http://${HOST}:${ports.demo}`,
      sampleWalletUrl: `http://${HOST}:${ports.sampleWallet}`,
      devnet,
      relay,
      services,
      database: describeDatabase(config.database),
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
