import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startPostgres } from '@latch/devnet';
import type { ServicesMessage } from './servicesProcess.js';

export interface RunningServices {
  url: string;
  /** The PostgreSQL the services run over, to count what they stored. */
  databaseUrl: string;
  /** CAIP-2 id of the devnet. */
  chainId: string;
  /** CAIP-10 account on the devnet that holds ETH and the dev tokens. */
  account: string;
  /** CAIP-2 id of the local Solana chain. */
  solanaChainId: string;
  /** CAIP-10 account on the local Solana chain that holds SOL and devnet USDC. */
  solanaAccount: string;
  stop(): Promise<void>;
}

/**
 * Starts a PostgreSQL, then a devnet, the local Solana chain and the services in a child process,
 * so the load generator does not share their event loop and its own work is not counted as theirs.
 */
export async function startServices(): Promise<RunningServices> {
  const postgres = await startPostgres();
  const child = fork(fileURLToPath(new URL('./servicesProcess.js', import.meta.url)), [postgres.url], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.connected) child.disconnect();
    const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(kill);
    await postgres.stop();
  };
  try {
    const ready = await Promise.race([
      new Promise<ServicesMessage>((resolve) => child.once('message', (message) => resolve(message as ServicesMessage))),
      exited.then((code): ServicesMessage => ({ error: `the services process exited with code ${code} before answering` })),
    ]);
    if ('error' in ready) throw new Error(`Could not start the devnet and services: ${ready.error}`);
    return { ...ready, databaseUrl: postgres.url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
