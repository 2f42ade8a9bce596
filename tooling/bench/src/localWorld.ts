// The real local world for the browser measures: the devnet, the relay, the services and the wallet
// frame, with the built demo and the sample wallet served on free ports. The demo's build bakes in
// where it finds the first four (apps/demo/vite.config.ts: LATCH_RELAY_PORT, 5555 by default, and
// likewise the services', the devnet's and the frame's ports), so those run where the build looks
// for them; elsewhere the demo would pair through a relay that is not there, or list no wallets.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { freePort, HOST, isPortInUse, resolvePorts, type PortName } from '@latch/devnet';
import { demoDist, startStack, type Stack } from '@latch/stack';
import { launchBrowser } from './browser.js';

/** What the demo's build points at, by the port variable that moves it and the URL it bakes in. */
const BAKED: { port: PortName; variable: string; what: string; scheme: string }[] = [
  { port: 'relay', variable: 'LATCH_RELAY_PORT', what: 'WalletConnect relay', scheme: 'ws' },
  { port: 'services', variable: 'LATCH_SERVICES_PORT', what: 'services', scheme: 'http' },
  { port: 'anvil', variable: 'LATCH_ANVIL_PORT', what: 'devnet RPC', scheme: 'http' },
  { port: 'walletFrame', variable: 'LATCH_WALLET_FRAME_PORT', what: 'wallet frame', scheme: 'http' },
];

/** Every loopback URL's origin the built demo's JS holds. */
function loopbackOriginsInBuild(root: string): Set<string> {
  const assets = join(root, 'assets');
  const origins = new Set<string>();
  for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
    for (const [origin] of readFileSync(join(assets, file), 'utf8').matchAll(/(?:wss?|https?):\/\/(?:127\.0\.0\.1|localhost):\d+/g)) origins.add(origin);
  }
  return origins;
}

async function distinctFreePorts(count: number, besides: number[]): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) {
    const port = await freePort();
    if (!besides.includes(port)) ports.add(port);
  }
  return [...ports];
}

/**
 * Starts the local world with the services' data in memory. Fails, saying why, when the build
 * looks for one of its services on another port than this environment's, or a port is taken.
 */
async function startLocalWorld(env: Record<string, string | undefined> = process.env): Promise<Stack> {
  const ports = resolvePorts(env);
  const built = loopbackOriginsInBuild(demoDist());
  const baked = BAKED.map((service) => ({ ...service, number: ports[service.port], origin: `${service.scheme}://${HOST}:${ports[service.port]}` }));
  const elsewhere = baked.filter(({ origin }) => !built.has(origin));
  if (elsewhere.length > 0) {
    throw new Error(
      `The demo was not built for ${elsewhere.map(({ what, origin }) => `the ${what} at ${origin}`).join(', ')} ` +
        `(its JS names ${[...built].sort().join(', ') || 'no loopback URL'}): run the bench with the ${elsewhere.map((s) => s.variable).join(', ')} the build had, or rebuild the demo with these.`,
    );
  }
  const taken: typeof baked = [];
  for (const service of baked) if (await isPortInUse(service.number)) taken.push(service);
  if (taken.length > 0) {
    const list = (items: string[]) => items.join(', ');
    throw new Error(
      `${taken.length > 1 ? 'Ports' : 'Port'} ${list(taken.map(({ number, what }) => `${number} (the ${what})`))} ${taken.length > 1 ? 'are' : 'is'} in use, by an \`npm start\` or a browser test run? ` +
        `The built demo looks for its ${list(taken.map((s) => s.what))} there, so the bench must start ${taken.length > 1 ? 'them' : 'it'} there. ` +
        `Stop what runs there, or rebuild the demo and run the bench with other ${list(taken.map((s) => s.variable))}.`,
    );
  }
  const [demo, sampleWallet] = (await distinctFreePorts(2, baked.map((s) => s.number))).map(String);
  return startStack({
    ...env,
    LATCH_SERVICES_DATA_DIR: ':memory:',
    ...Object.fromEntries(baked.map(({ variable, number }) => [variable, String(number)])),
    LATCH_DEMO_PORT: demo,
    LATCH_SAMPLE_WALLET_PORT: sampleWallet,
  });
}

/** The local world up and Chromium launched for `use`, given the demo's URL as a person meets it; both stopped after. */
export async function withLocalWorld<T>(use: (browser: Browser, demoUrl: string) => Promise<T>, env: Record<string, string | undefined> = process.env): Promise<T> {
  const world = await startLocalWorld(env);
  try {
    const browser = await launchBrowser();
    try {
      return await use(browser, world.demoUrl);
    } finally {
      await browser.close();
    }
  } finally {
    await world.stop();
  }
}
