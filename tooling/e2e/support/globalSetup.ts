import { startStack } from '@latch/stack';

/** Starts the real local world and the built demo once for the whole suite; tests read where from the environment. */
export default async function globalSetup() {
  const stack = await startStack();
  process.env.LATCH_E2E_DEVNET = JSON.stringify({ rpcUrl: stack.devnet.rpcUrl, chainId: stack.devnet.chainId, accounts: stack.devnet.accounts });
  return () => stack.stop();
}
