// Child process of the load run: a devnet and the services over the PostgreSQL whose URL is its
// first argument, mailing through the SMTP URL of its second, reading the Solana chain its third
// describes (solanaProcess.ts runs it), trusting one proxy in front (the bench, which names each
// write's client in X-Forwarded-For: writeLoad.ts). Sends the services' URL and an account on each
// chain once they answer, then its process figures (processStats.ts) whenever asked; stops them
// all when the parent disconnects (or dies) or on a signal.
import { liquidityProviderAccount, startDevnet } from '@latch/devnet';
import { chainConfigFromDevnet, createServices, solanaChainConfigFromDevnet } from '@latch/services';
import { timeQueries } from './dbTiming.js';
import { answerStats } from './processStats.js';
import { solanaChainSchema } from './solanaChain.js';

export type ServicesMessage = { url: string; chainId: string; account: string; solanaChainId: string; solanaAccount: string } | { error: string };

const send = (message: ServicesMessage) => process.send?.(message);
const stops: (() => Promise<void>)[] = [];

let stopping: Promise<void> | undefined;
const stopAll = () =>
  (stopping ??= (async () => {
    for (const stop of stops.reverse()) await stop().catch(() => {});
  })());

const stopAndExit = () => void stopAll().then(() => process.exit(0));
// Ctrl-C reaches this process too; without a handler it would die and leave anvil running.
for (const event of ['disconnect', 'SIGINT', 'SIGTERM'] as const) process.once(event, stopAndExit);

try {
  const [databaseUrl, smtpUrl, solanaJson] = process.argv.slice(2);
  if (!databaseUrl || !smtpUrl || !solanaJson) throw new Error("the services process wants the database URL, the SMTP URL and the Solana chain's description as its arguments");
  const solana = solanaChainSchema.parse(JSON.parse(solanaJson));
  const devnet = await startDevnet({ port: 0 });
  stops.push(devnet.stop);
  const chain = chainConfigFromDevnet(devnet, { treasuryKey: liquidityProviderAccount().privateKey });
  const services = await createServices({
    // The local world's services, as the stack runs them: the bench gives no deployment's secrets.
    localWorld: true,
    port: 0,
    database: { kind: 'postgres', url: databaseUrl },
    trustedProxies: 1,
    auth: { smtpUrl },
    chains: [chain], solanaChains: [solanaChainConfigFromDevnet(solana)],
  });
  stops.push(services.stop);
  // Dev account 0 holds ETH and every dev token, so a balance answer lists them all; Solana dev
  // keypair 0 holds SOL and devnet USDC.
  const chainId = `eip155:${devnet.chainId}`;
  const solanaChainId = solana.caipNetworkId;
  // The parent asks before and after each route's load (services.ts).
  const queries = timeQueries(services.db);
  const stopStats = answerStats(() => queries.take());
  stops.push(async () => stopStats());
  send({ url: services.url, chainId, account: `${chainId}:${devnet.accounts[0]!.address}`, solanaChainId, solanaAccount: `${solanaChainId}:${solana.address}` });
} catch (error) {
  send({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  await stopAll();
  process.exit(1);
}
