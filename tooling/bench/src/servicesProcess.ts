// Child process of the load run: a devnet, and the services as deployed, a cluster of one worker
// per core (servicesWorker.ts, started by the services' own cluster.ts) over the PostgreSQL whose
// URL is its first argument, mailing through the SMTP URL of its second, reading the Solana chain
// its third describes (solanaProcess.ts runs it), trusting one proxy in front (the bench, which
// names each write's client in X-Forwarded-For: writeLoad.ts); its fourth is the worker count.
// Sends the services' URL and an account on each chain once every worker serves, then, whenever
// asked, the figures of its workers and its own summed (processStats.ts); stops them all when the
// parent disconnects (or dies) or on a signal.
import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { liquidityProviderAccount, startDevnet } from '@latch/devnet';
import { chainConfigFromDevnet, solanaChainConfigFromDevnet, startPrimary, type ServicesConfig } from '@latch/services';
import { answerStats, askStats, sumStats } from './processStats.js';
import { solanaChainSchema } from './solanaChain.js';

export type ServicesMessage = { url: string; chainId: string; account: string; solanaChainId: string; solanaAccount: string; workers: number } | { error: string };

const send = (message: ServicesMessage) => process.send?.(message);
const stops: (() => Promise<unknown>)[] = [];

let stopping: Promise<void> | undefined;
const stopAll = () =>
  (stopping ??= (async () => {
    for (const stop of stops.reverse()) await stop().catch(() => {});
  })());

const stopAndExit = () => void stopAll().then(() => process.exit(0));
// Ctrl-C reaches this process too; without a handler it would die and leave anvil running.
for (const event of ['disconnect', 'SIGINT', 'SIGTERM'] as const) process.once(event, stopAndExit);

try {
  const [databaseUrl, smtpUrl, solanaJson, workersArg] = process.argv.slice(2);
  if (!databaseUrl || !smtpUrl || !solanaJson || !workersArg) throw new Error("the services process wants the database URL, the SMTP URL, the Solana chain's description and the worker count as its arguments");
  const solana = solanaChainSchema.parse(JSON.parse(solanaJson));
  const devnet = await startDevnet({ port: 0 });
  stops.push(devnet.stop);
  const config: ServicesConfig = {
    // The local world's services, as the stack runs them: the bench gives no deployment's secrets.
    localWorld: true,
    port: 0,
    database: { kind: 'postgres', url: databaseUrl },
    trustedProxies: 1,
    auth: { smtpUrl },
    chains: [chainConfigFromDevnet(devnet, { treasuryKey: liquidityProviderAccount().privateKey })],
    solanaChains: [solanaChainConfigFromDevnet(solana)],
  };
  // Each worker gets the same random port (node:cluster shares a listen on port 0).
  cluster.setupPrimary({ exec: fileURLToPath(new URL('./servicesWorker.js', import.meta.url)), args: [JSON.stringify(config)] });
  const primary = startPrimary(Number(workersArg), (line) => console.error(`  [services] ${line}`));
  stops.push(primary.stop);
  const [url] = await primary.ready;
  // Dev account 0 holds ETH and every dev token, so a balance answer lists them all; Solana dev
  // keypair 0 holds SOL and devnet USDC.
  const chainId = `eip155:${devnet.chainId}`;
  const solanaChainId = solana.caipNetworkId;
  // The parent asks before and after each route's load (services.ts): the workers' figures and this process's own (it hands them the connections).
  const stopStats = answerStats(undefined, async () => sumStats(await Promise.all(Object.values(cluster.workers ?? {}).flatMap((worker) => (worker ? [askStats(worker)] : [])))));
  stops.push(async () => stopStats());
  send({ url: url!, chainId, account: `${chainId}:${devnet.accounts[0]!.address}`, solanaChainId, solanaAccount: `${solanaChainId}:${solana.address}`, workers: Number(workersArg) });
} catch (error) {
  send({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  await stopAll();
  process.exit(1);
}
