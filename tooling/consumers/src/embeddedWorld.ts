// Starts embeddedWorldProcess.mjs as a child process and reads where each part of that local world is.
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { z } from 'zod';

const worldSchema = z.object({
  /** Where the app is served: the demo's origin, which the services and the wallet frame accept. */
  appUrl: z.string(),
  walletFrameUrl: z.string(),
  servicesUrl: z.string(),
  rpcUrl: z.string(),
  chainId: z.number(),
  /** The devnet's funded dev accounts. */
  accounts: z.array(z.string()),
  /** The ERC-4337 EntryPoint the embedded smart accounts' operations go through. */
  entryPoint: z.string(),
});

export type EmbeddedWorld = z.infer<typeof worldSchema> & { stop(): Promise<void> };

/**
 * Starts the world with the built app in `dappRoot` on the demo's port; resolves once every part is up.
 * The child stops its parts when this process goes, however it ends: it watches their IPC channel.
 */
export function startEmbeddedWorld(dappRoot: string): Promise<EmbeddedWorld> {
  const child = fork(join(__dirname, 'embeddedWorldProcess.mjs'), [dappRoot], { stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  let said = '';
  child.stderr?.on('data', (chunk: Buffer) => (said = `${said}${chunk}`.slice(-4000)));
  return new Promise((resolve, reject) => {
    child.once('message', (message) => {
      const parsed = worldSchema.safeParse(message);
      if (parsed.success) return resolve({ ...parsed.data, stop });
      reject(parsed.error);
      void stop();
    });
    child.once('exit', (code) => reject(new Error(`The embedded wallet's local world stopped (${code}) before it was up:\n${said}`)));
  });
}
