import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { HOST, resolvePorts, startDevnet, type Devnet } from '@latch/devnet';
import { serveStatic } from './staticServer.js';

export interface Stack {
  demoUrl: string;
  devnet: Devnet;
  stop(): Promise<void>;
}

/** Where the built demo is. */
export const demoDist = () => join(dirname(createRequire(import.meta.url).resolve('@latch/demo/package.json')), 'dist');

/** Starts every local service and serves the built demo. Ports come from the environment (LATCH_*_PORT). */
export async function startStack(env: Record<string, string | undefined> = process.env): Promise<Stack> {
  const ports = resolvePorts(env);
  const root = demoDist();
  if (!existsSync(join(root, 'index.html'))) throw new Error(`The demo is not built (${root} has no index.html). Run the build first.`);

  const devnet = await startDevnet({ port: ports.anvil });
  try {
    const server = await serveStatic({ root, port: ports.demo });
    return {
      demoUrl: `http://${HOST}:${ports.demo}`,
      devnet,
      async stop() {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
        await devnet.stop();
      },
    };
  } catch (error) {
    await devnet.stop();
    throw error;
  }
}
