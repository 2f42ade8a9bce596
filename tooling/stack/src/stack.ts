import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import {
  HOST,
  liquidityProviderAccount,
  resolvePorts,
  sampleWalletDist,
  startBundler,
  startDevnet,
  startIdentityProvider,
  startRelay,
  startSolanaDevnet,
  type Bundler,
  type Devnet,
  type IdentityProvider,
  type Relay,
  type SolanaDevnet,
} from '@latch/devnet';
import {
  chainConfigFromDevnet,
  configFromEnv,
  createServices,
  describeDatabase,
  faucetConfigFromDevnet,
  farcasterConfigFromDevnet,
  LOCAL_WORLD,
  solanaChainConfigFromDevnet,
  WORLD_VARIABLE,
  type Services,
} from '@latch/services';
import { walletFrameBuiltForLocalWorld, walletFrameDist, walletFrameHeaders } from '@latch/wallet-frame';
import { startDatabaseWithChains } from './localDatabase.js';
import { startFaultProxy, type FaultProxy } from './faults/faultProxy.js';
import { rehearsalChainsFile, startRehearsal, type Rehearsal } from './rehearsal.js';
import { serveStatic } from './staticServer.js';
import { timedStep, type StackLog } from './steps.js';

/** How long the local world holds a new device's first read of an account's keys (LATCH_AUTH_NEW_DEVICE_HOLD_MS moves it). */
const LOCAL_NEW_DEVICE_HOLD_MS = 5_000;

export interface Stack {
  demoUrl: string;
  /** The embedded wallet's page, which the demo loads in an iframe. */
  walletFrameUrl: string;
  /** The sample WalletConnect wallet's page: paste the demo's pairing URI there. */
  sampleWalletUrl: string;
  devnet: Devnet;
  /** The ERC-4337 bundler (alto) serving the devnet's EntryPoint, which the embedded smart accounts send through. */
  bundler: Bundler;
  /** The local Solana chain (litesvm) with its dev keypairs and devnet USDC. */
  solana: SolanaDevnet;
  /** The local WalletConnect relay the demo's connector and the sample wallet meet on. */
  relay: Relay;
  /** The OpenID provider standing in for the six social logins, one issuer path each. */
  identityProvider: IdentityProvider;
  services: Services;
  /** Where the services keep their data, said for a person. */
  database: string;
  /** With StackOptions.rehearsal: the local chains that rehearse Ethereum, Base and Solana mainnet. */
  rehearsal?: Rehearsal;
  /** With StackOptions.faultProxies: the proxy in front of each part, whose faults a test sets. */
  faultProxies?: FaultProxies;
  stop(): Promise<void>;
}

/** The parts a fault proxy can stand in front of: what the demo and the frame reach over the network. */
export interface FaultProxies {
  services: FaultProxy;
  anvil: FaultProxy;
  /** Between the services and anvil: the services' own reads, and the wallet frame's node calls, which reach anvil through the services' POST /v1. */
  servicesAnvil: FaultProxy;
  relay: FaultProxy;
  walletFrame: FaultProxy;
}

export interface StackOptions {
  /**
   * Puts a fault proxy (faults/faultProxy.ts) on the public port of the services, anvil, the relay
   * and the wallet frame, each of which then listens on a free port behind it. The built demo and
   * frame, which bake the public ports, reach them unchanged; without faults set, all passes through.
   * One more, on a free port, stands between the services and anvil (FaultProxies.servicesAnvil).
   */
  faultProxies?: boolean;
  /**
   * Also starts the rehearsal of mainnet (rehearsal.ts): local chains answering as Ethereum, Base
   * (with its bundler) and Solana mainnet, which the services serve beside the devnet's chains.
   */
  rehearsal?: boolean;
  /**
   * A built app served in the demo's place, on the demo's port: the origin the services and the
   * wallet frame accept as the dApp's, so an app of the kind a dApp developer writes embeds the frame.
   */
  dappRoot?: string;
}

/** Where the built demo is. */
export const demoDist = () => join(dirname(createRequire(import.meta.url).resolve('@latch/demo/package.json')), 'dist');

/** Both loopback spellings of a local port's origin. */
const loopbackOrigins = (port: number) => [`http://${HOST}:${port}`, `http://localhost:${port}`];

function requireBuilt(dir: string, what: string): void {
  if (!existsSync(join(dir, 'index.html'))) throw new Error(`${what} is not built (${dir} has no index.html). Run the build first.`);
}

/**
 * Starts the devnet, the relay, the OpenID provider and the services, then serves the built demo,
 * the wallet frame and the sample wallet. Ports come from the environment (LATCH_*_PORT).
 */
export async function startStack(env: Record<string, string | undefined> = process.env, log: StackLog = () => {}, options: StackOptions = {}): Promise<Stack> {
  const ports = resolvePorts(env);
  const root = options.dappRoot ?? demoDist();
  requireBuilt(root, options.dappRoot ? "The app served in the demo's place" : 'The demo');
  requireBuilt(walletFrameDist(), 'The wallet frame');
  // A frame built for a deployment asks no faucet: its new accounts would have nothing to spend here.
  if (!walletFrameBuiltForLocalWorld()) throw new Error(`The wallet frame was built for a deployment, not the local world: build it with ${WORLD_VARIABLE}=${LOCAL_WORLD} (npm start and npm test do).`);

  const stops: { name: string; stop: () => Promise<void> }[] = [];
  /** Starts one part, said and bounded in time, and keeps its stop for stopAll. */
  const start = async <T extends { stop(): Promise<void> }>(name: string, run: () => Promise<T>): Promise<T> => {
    const part = await timedStep(`${name} started`, run, log);
    stops.push({ name, stop: () => part.stop() });
    return part;
  };
  const stopAll = async () => {
    for (const { name, stop } of stops.reverse()) await timedStep(`${name} stopped`, stop, log).catch((error: Error) => log(error.message));
  };
  const proxies: Partial<FaultProxies> = {};
  /** Where a part listens: its public port, or a free one when a fault proxy takes the public port. */
  const behind = (port: number) => (options.faultProxies ? 0 : port);
  /** With fault proxies, puts one on the public port in front of `target`; returns the URL clients use. */
  const proxy = async (name: keyof FaultProxies, target: string, port: number): Promise<string> => {
    if (!options.faultProxies) return target;
    const started = await start(`the fault proxy in front of ${name}`, () => startFaultProxy({ target, port }));
    proxies[name] = started;
    return started.url;
  };
  try {
    const devnet = await start('anvil and its contracts', () => startDevnet({ port: behind(ports.anvil) }));
    const rpcUrl = await proxy('anvil', devnet.rpcUrl, ports.anvil);
    // The services reach anvil past a proxy of their own (on a free port), so that a fault meant for
    // the page's direct reads leaves the frame's calls through the services alone, and the other way round.
    const servicesRpcUrl = await proxy('servicesAnvil', devnet.rpcUrl, 0);
    const bundler = await start('the bundler', () => startBundler({ port: ports.bundler, rpcUrl: devnet.rpcUrl, entryPoint: devnet.accountAbstraction.entryPoint }));
    const relay = await start('the relay', () => startRelay({ port: behind(ports.relay) }));
    const relayUrl = (await proxy('relay', relay.url.replace(/^ws/, 'http'), ports.relay)).replace(/^http/, 'ws');
    const solana = await start('the Solana devnet', () => startSolanaDevnet({ port: ports.solana }));
    // The stand-ins' clients redirect to the services' callbacks, on both loopback spellings.
    const rehearsal = options.rehearsal ? await startRehearsal(ports, start) : undefined;
    const rehearsalChains = rehearsal ? rehearsalChainsFile(rehearsal) : { chains: [], solanaChains: [] };
    const identityProvider = await start('the OpenID provider', () => startIdentityProvider({ port: ports.oidc, servicesUrls: loopbackOrigins(ports.services) }));
    // The stack is the local world, and says so: the services never infer it.
    const config = configFromEnv({ ...env, [WORLD_VARIABLE]: LOCAL_WORLD });
    // Farcaster's ID registry is the devnet's, and a sign-in link opens the sample wallet, which stands in for Farcaster's app.
    const farcaster = config.auth.farcaster ?? farcasterConfigFromDevnet(devnet, { signInUrl: `http://${HOST}:${ports.sampleWallet}/` });
    // A new device's first read of an account's keys is held a few seconds here (minutes in production), so the hold and its notice are seen without waiting long.
    const auth = { newDeviceHoldMs: LOCAL_NEW_DEVICE_HOLD_MS, ...config.auth, social: { ...config.auth.social, localOidcPort: identityProvider.port }, farcaster };
    // The devnet is the services' chain, with its ERC-4337 contracts and bundler (the frame learns
    // them from the services); the onramp pays out from the liquidity provider's funds, and so does
    // the dev faucet that funds each new embedded account.
    const key = liquidityProviderAccount().privateKey;
    const chains = [chainConfigFromDevnet({ ...devnet, rpcUrl: servicesRpcUrl }, { treasuryKey: key, bundlerUrl: bundler.url }), ...rehearsalChains.chains, ...config.chains];
    // The frame's origins follow its port unless LATCH_SERVICES_FRAME_ORIGINS names them.
    const frameOrigins = env.LATCH_SERVICES_FRAME_ORIGINS ? config.frameOrigins : loopbackOrigins(ports.walletFrame);
    const demoOrigins = [...new Set([...config.demoOrigins, ...loopbackOrigins(ports.demo)])];
    // The onramp pays its SOL from the Solana devnet's treasury, the keypair it funds at genesis.
    const solanaChains = [solanaChainConfigFromDevnet(solana, { treasuryKey: solana.treasury.secretKeyBase58 }), ...rehearsalChains.solanaChains, ...config.solanaChains];
    startDatabaseWithChains(env, config.database);
    const services = await start('the services', () => createServices({ ...config, auth, chains, solanaChains, demoOrigins, frameOrigins, faucet: faucetConfigFromDevnet(devnet, { key }), port: behind(ports.services) }));
    const servicesUrl = await proxy('services', services.url, ports.services);
    const sites = [
      { root, port: ports.demo, name: 'the demo', portVariable: 'LATCH_DEMO_PORT' },
      { root: walletFrameDist(), port: behind(ports.walletFrame), name: 'the wallet frame', portVariable: 'LATCH_WALLET_FRAME_PORT', headers: walletFrameHeaders(), proxied: 'walletFrame' as const },
      { root: sampleWalletDist(), port: ports.sampleWallet, name: 'the sample wallet', portVariable: 'LATCH_SAMPLE_WALLET_PORT' },
    ];
    for (const site of sites) {
      await start(site.name, async () => {
        const server = await serveStatic(site);
        return {
          port: (server.address() as AddressInfo).port,
          stop: async () => {
            server.closeAllConnections();
            await new Promise((resolve) => server.close(resolve));
          },
        };
      }).then(({ port }) => site.proxied && proxy(site.proxied, `http://${HOST}:${port}`, ports.walletFrame));
    }
    return {
      demoUrl: `http://${HOST}:${ports.demo}`,
      walletFrameUrl: `http://${HOST}:${ports.walletFrame}`,
      sampleWalletUrl: `http://${HOST}:${ports.sampleWallet}`,
      // Clients (the suite's helpers included) reach each part where the built demo does: through its proxy if any.
      devnet: { ...devnet, rpcUrl },
      bundler,
      solana,
      relay: { ...relay, url: relayUrl, port: Number(new URL(relayUrl).port) },
      identityProvider,
      services: { ...services, url: servicesUrl },
      database: describeDatabase(config.database),
      ...(rehearsal ? { rehearsal } : {}),
      ...(options.faultProxies ? { faultProxies: proxies as FaultProxies } : {}),
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
