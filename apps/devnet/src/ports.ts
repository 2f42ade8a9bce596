import { createServer, Socket } from 'node:net';

export const HOST = '127.0.0.1';

/** The default ports of ARCHITECTURE.md, each overridable by environment. */
const PORTS = {
  demo: { env: 'LATCH_DEMO_PORT', port: 5173 },
  walletFrame: { env: 'LATCH_WALLET_FRAME_PORT', port: 5174 },
  anvil: { env: 'LATCH_ANVIL_PORT', port: 8545 },
  services: { env: 'LATCH_SERVICES_PORT', port: 8787 },
  relay: { env: 'LATCH_RELAY_PORT', port: 5555 },
  sampleWallet: { env: 'LATCH_SAMPLE_WALLET_PORT', port: 5175 },
  /** The Solana RPC; its WebSocket is on the next port. */
  solana: { env: 'LATCH_SOLANA_PORT', port: 8899 },
  /** The OpenID provider standing in for the six social logins. */
  oidc: { env: 'LATCH_OIDC_PORT', port: 3900 },
  /** The ERC-4337 bundler (alto). */
  bundler: { env: 'LATCH_BUNDLER_PORT', port: 4337 },
  // The local chains that rehearse mainnet (issue 32): not started by `npm start` unless asked.
  /** anvil with Base's chain id 8453 and Base's contracts at their Base addresses. */
  baseRehearsal: { env: 'LATCH_BASE_REHEARSAL_PORT', port: 8546 },
  /** The ERC-4337 bundler (alto) of the Base rehearsal. */
  baseRehearsalBundler: { env: 'LATCH_BASE_REHEARSAL_BUNDLER_PORT', port: 4338 },
  /** anvil with Ethereum's chain id 1 and the ENS registry at its mainnet address. */
  mainnetRehearsal: { env: 'LATCH_MAINNET_REHEARSAL_PORT', port: 8547 },
  /** The Solana chain answering mainnet's genesis hash; its WebSocket is on the next port. */
  solanaRehearsal: { env: 'LATCH_SOLANA_REHEARSAL_PORT', port: 8901 },
} as const;

export type PortName = keyof typeof PORTS;

/** The environment variable that moves a port. */
export const portVariable = (name: PortName): string => PORTS[name].env;

export function resolvePorts(env: Record<string, string | undefined> = process.env): Record<PortName, number> {
  const entries = Object.entries(PORTS).map(([name, { env: key, port }]) => {
    const raw = env[key];
    if (raw === undefined || raw === '') return [name, port];
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1 || value > 65535) {
      throw new Error(`${key} must be a port number from 1 to 65535, got "${raw}".`);
    }
    return [name, value];
  });
  return Object.fromEntries(entries) as Record<PortName, number>;
}

/** True when something already accepts connections on the port. */
export function isPortInUse(port: number, host = HOST): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.setTimeout(500);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
    socket.connect(port, host);
  });
}

/** A port nobody is listening on right now, for tests that must not collide with a running demo. */
export function freePort(host = HOST): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
