import type { ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseEther, toQuantity } from 'ethers';
import { onPortOrFree, spawnUntilReady } from './localProcess.js';
import { HOST, isPortInUse } from './ports.js';
import { PROBE_TIMEOUT_MS, rpcCall } from './rpc.js';

const require = createRequire(import.meta.url);
const ARCH: Record<string, string> = { x64: 'amd64', arm64: 'arm64' };

/** The anvil binary shipped inside the platform package of `@foundry-rs/anvil`. */
export function anvilBinary(): string {
  const wrapper = require.resolve('@foundry-rs/anvil/package.json');
  const arch = ARCH[process.arch];
  if (!arch) throw new Error(`anvil has no build for ${process.platform}-${process.arch}`);
  const platformRequire = createRequire(wrapper);
  const name = process.platform === 'win32' ? 'anvil.exe' : 'anvil';
  return platformRequire.resolve(join(`@foundry-rs/anvil-${process.platform}-${arch}`, 'bin', name));
}

export interface AnvilProcess {
  rpcUrl: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Whether the node at `rpcUrl` is an anvil of `chainId` (another server on the port is not). */
async function rpcAnswers(rpcUrl: string, chainId: number): Promise<boolean> {
  try {
    return (await rpcCall(rpcUrl, 'eth_chainId', [], PROBE_TIMEOUT_MS)) === `0x${chainId.toString(16)}`;
  } catch {
    return false;
  }
}

/**
 * Starts anvil on 127.0.0.1 and resolves once it answers JSON-RPC. Port 0 takes a free port, and
 * another if some other process takes that one first (test suites start servers side by side).
 */
export function startAnvil({ port, ...options }: { port: number; chainId: number; timeoutMs?: number }): Promise<AnvilProcess> {
  return onPortOrFree(port, (free) => startAnvilOn({ ...options, port: free, sharedPort: port === 0 }));
}

type AnvilOptions = { port: number; chainId: number; timeoutMs?: number; sharedPort: boolean };

/**
 * On a free port another suite's anvil of the same chain may bind first: ours then fails, and
 * theirs answers. So there it is ready only once it says it listens (its banner, not --silent).
 */
async function startAnvilOn({ port, chainId, timeoutMs = 15_000, sharedPort }: AnvilOptions): Promise<AnvilProcess> {
  if (await isPortInUse(port)) {
    throw new Error(`Port ${port} is already in use, so anvil cannot start. Stop what runs there or set LATCH_ANVIL_PORT.`);
  }
  const rpcUrl = `http://${HOST}:${port}`;
  const { child, stop } = await spawnUntilReady({
    name: 'anvil',
    command: anvilBinary(),
    args: ['--host', HOST, '--port', String(port), '--chain-id', String(chainId), ...(sharedPort ? [] : ['--silent'])],
    url: rpcUrl,
    isReady: () => rpcAnswers(rpcUrl, chainId),
    ...(sharedPort && { readyLine: `Listening on ${HOST}:${port}` }),
    timeoutMs,
  });
  return { rpcUrl, child, stop };
}

/** Sets the ETH balance of `address` on an anvil, which funds only its first ten dev accounts. */
export async function setEthBalance(rpcUrl: string, address: string, ether: string): Promise<void> {
  await rpcCall(rpcUrl, 'anvil_setBalance', [address, toQuantity(parseEther(ether))]);
}
