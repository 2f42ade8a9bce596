import { startStack } from '@latch/stack';

/** Starts the real local world and the built demo once for the whole suite; tests read where from the environment. */
export default async function globalSetup() {
  // Each run starts from an empty database (a developer's demo data stays untouched); each part
  // of the world is said as it comes up, so a run that stalls shows where.
  // A fault proxy stands on each public port the demo and the frame reach; it passes all through until a test sets faults.
  // The rehearsal of mainnet (local chains answering as Ethereum, Base and Solana mainnet) starts with it, in a few seconds, for rehearsal.spec.ts.
  const stack = await startStack({ LATCH_SERVICES_DATA_DIR: ':memory:', ...process.env }, (line) => console.log(`[local world] ${line}`), { faultProxies: true, rehearsal: true });
  process.env.LATCH_E2E_DEVNET = JSON.stringify({ rpcUrl: stack.devnet.rpcUrl, chainId: stack.devnet.chainId, accounts: stack.devnet.accounts, tokens: stack.devnet.tokens, router: stack.devnet.dex.router, smartAccount: { ...stack.devnet.accountAbstraction, bundlerUrl: stack.bundler.url } });
  const { solana } = stack;
  process.env.LATCH_E2E_SOLANA = JSON.stringify({ rpcUrl: solana.rpcUrl, caipNetworkId: solana.caipNetworkId, accounts: solana.accounts.map(({ address, secretKey }) => ({ address, secretKey: [...secretKey] })) });
  const { mainnet, base, solana: solanaMainnet } = stack.rehearsal!;
  process.env.LATCH_E2E_REHEARSAL = JSON.stringify({
    mainnet: { rpcUrl: mainnet.rpcUrl, chainId: mainnet.chainId, primaryName: mainnet.primaryName },
    base: { rpcUrl: base.rpcUrl, chainId: base.chainId, usdc: base.tokens.usdc.address },
    solana: { rpcUrl: solanaMainnet.rpcUrl, caipNetworkId: solanaMainnet.caipNetworkId, accounts: solanaMainnet.accounts.map(({ address }) => address) },
  });
  process.env.LATCH_E2E_SERVICES = stack.services.url;
  // What services of a spec's own need to serve the same demo and frame (restoreBackup.spec.ts): the chains and the origins.
  const { chains, solanaChains, frameOrigins, demoOrigins } = stack.services.config;
  process.env.LATCH_E2E_SERVICES_SETTINGS = JSON.stringify({ chains: [...chains, ...solanaChains], frameOrigins, demoOrigins });
  process.env.LATCH_E2E_RELAY = stack.relay.url;
  process.env.LATCH_E2E_SAMPLE_WALLET = stack.sampleWalletUrl;
  process.env.LATCH_E2E_WALLET_FRAME = stack.walletFrameUrl;
  const proxies = stack.faultProxies!;
  process.env.LATCH_E2E_FAULTS = JSON.stringify(Object.fromEntries(Object.entries(proxies).map(([name, { url, target }]) => [name, { url, target }])));
  return () => stack.stop();
}
