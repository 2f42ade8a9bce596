import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseEther, toQuantity } from 'ethers';
import { bundlerAccounts } from '../accounts.js';
import { onPortOrFree, spawnUntilReady } from '../localProcess.js';
import { HOST, isPortInUse } from '../ports.js';
import { PROBE_TIMEOUT_MS, rpcCall } from '../rpc.js';

const require = createRequire(import.meta.url);

export interface Bundler {
  /** The ERC-4337 bundler's JSON-RPC (ERC-7769): eth_sendUserOperation, eth_getUserOperationReceipt, … */
  url: string;
  stop(): Promise<void>;
}

export interface BundlerOptions {
  /** 0 takes a free port. */
  port: number;
  /** The node the bundler simulates on and sends bundles to. */
  rpcUrl: string;
  entryPoint: string;
  timeoutMs?: number;
}

/** The CLI of @pimlico/alto (its package exports only the library entry, esm/index.js). */
const altoCli = () => join(dirname(require.resolve('@pimlico/alto')), 'cli', 'alto.js');

function altoArguments({ port, rpcUrl, entryPoint }: BundlerOptions): string[] {
  const { executor, utility } = bundlerAccounts();
  const flags: Record<string, string> = {
    entrypoints: entryPoint,
    'rpc-url': rpcUrl,
    port: String(port),
    'executor-private-keys': executor.privateKey,
    'utility-private-key': utility.privateKey,
    // Safe mode traces validation with a JavaScript tracer that anvil lacks; without it alto still
    // simulates each operation's validation through the EntryPoint before it bundles it.
    'safe-mode': 'false',
    // anvil mines each transaction at once: poll for it at this pace, not a public chain's.
    'block-time': '100',
    // The wallet frame calls the bundler from its own origin in the browser.
    'enable-cors': 'true',
    // Both accounts are funded at start; nothing moves ETH between them.
    'refilling-wallets': 'false',
    'utility-wallet-monitor': 'false',
    'log-level': 'error',
  };
  return Object.entries(flags).flatMap(([name, value]) => [`--${name}`, value]);
}

/** Whether the bundler at `url` serves `entryPoint`. */
async function servesEntryPoint(url: string, entryPoint: string): Promise<boolean> {
  try {
    const supported = await rpcCall(url, 'eth_supportedEntryPoints', [], PROBE_TIMEOUT_MS);
    return Array.isArray(supported) && supported.some((address) => String(address).toLowerCase() === entryPoint.toLowerCase());
  } catch {
    return false;
  }
}

/**
 * Starts alto, a real ERC-4337 bundler, on 127.0.0.1 against the devnet's anvil and resolves once it
 * serves the EntryPoint. Its executor and utility accounts get ETH here. Port 0 takes a free port.
 */
export function startBundler({ port, ...options }: BundlerOptions): Promise<Bundler> {
  return onPortOrFree(port, (free) => startBundlerOn({ ...options, port: free }), 3);
}

async function startBundlerOn(options: BundlerOptions): Promise<Bundler> {
  const { port, rpcUrl, entryPoint, timeoutMs = 30_000 } = options;
  if (await isPortInUse(port)) {
    throw new Error(`Port ${port} is already in use, so the bundler cannot start. Stop what runs there or set LATCH_BUNDLER_PORT.`);
  }
  const { executor, utility } = bundlerAccounts();
  for (const { address } of [executor, utility]) await rpcCall(rpcUrl, 'anvil_setBalance', [address, toQuantity(parseEther('10000'))]);
  const url = `http://${HOST}:${port}`;
  const { stop } = await spawnUntilReady({
    name: 'The bundler',
    command: process.execPath,
    args: [altoCli(), ...altoArguments(options)],
    url,
    isReady: () => servesEntryPoint(url, entryPoint),
    timeoutMs,
  });
  return { url, stop };
}
