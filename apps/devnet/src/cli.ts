#!/usr/bin/env node
import { startBundler } from './accountAbstraction/bundler.js';
import { startDevnet } from './devnet.js';
import { startIdentityProvider } from './identity/identityProvider.js';
import { resolvePorts } from './ports.js';
import { startSolanaDevnet } from './solanaDevnet.js';
import { startRelay } from './walletconnect/relay.js';

const ports = resolvePorts();
const relay = await startRelay({ port: ports.relay });
const devnet = await startDevnet({ port: ports.anvil }).catch(async (error: unknown) => {
  await relay.stop();
  throw error;
});
const solana = await startSolanaDevnet({ port: ports.solana }).catch(async (error: unknown) => {
  await Promise.all([devnet.stop(), relay.stop()]);
  throw error;
});
const identity = await startIdentityProvider({ port: ports.oidc }).catch(async (error: unknown) => {
  await Promise.all([devnet.stop(), relay.stop(), solana.stop()]);
  throw error;
});
const bundler = await startBundler({ port: ports.bundler, rpcUrl: devnet.rpcUrl, entryPoint: devnet.accountAbstraction.entryPoint }).catch(async (error: unknown) => {
  await Promise.all([devnet.stop(), relay.stop(), solana.stop(), identity.stop()]);
  throw error;
});
const line = (label: string, value: string) => console.log(`${label.padEnd(15)} ${value}`);
line('anvil', `${devnet.rpcUrl} (chain id ${devnet.chainId})`);
for (const token of Object.values(devnet.tokens)) line(token.symbol, token.address);
line('WETH', devnet.dex.weth);
line('V2 factory', devnet.dex.factory);
line('V2 router', devnet.dex.router);
for (const [pool, pair] of Object.entries(devnet.dex.pairs)) line(`pair ${pool}`, pair);
line('ID registry', `${devnet.idRegistry} (Farcaster fids)`);
line('bundler', `${bundler.url} (ERC-4337, alto)`);
line('EntryPoint', `${devnet.accountAbstraction.entryPoint} (0.8)`);
line('4337 factory', `${devnet.accountAbstraction.accountFactory} (SimpleAccountFactory 0.8)`);
line('session factory', `${devnet.accountAbstraction.sessionAccountFactory} (SessionAccountFactory)`);
line('WC relay', relay.url);
line('dev account', `${devnet.accounts[0]!.address} (key ${devnet.accounts[0]!.privateKey})`);
line('solana', `${solana.rpcUrl} (WebSocket ${solana.wsUrl}, ${solana.caipNetworkId})`);
line('solana USDC', solana.usdc.mint);
line('solana key', `${solana.accounts[0]!.address} (secret ${solana.accounts[0]!.secretKeyBase58})`);
line('OpenID', `${identity.url} (issuers ${Object.keys(identity.issuers).map((name) => `/${name}`).join(', ')})`);

const shutdown = () => void Promise.all([bundler.stop(), devnet.stop(), relay.stop(), solana.stop(), identity.stop()]).then(() => process.exit(0));
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
