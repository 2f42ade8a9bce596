#!/usr/bin/env node
import { startDevnet } from './devnet.js';
import { resolvePorts } from './ports.js';

const devnet = await startDevnet({ port: resolvePorts().anvil });
console.log(`anvil       ${devnet.rpcUrl} (chain id ${devnet.chainId})`);
for (const token of Object.values(devnet.tokens)) console.log(`${token.symbol.padEnd(11)} ${token.address}`);
console.log(`dev account ${devnet.accounts[0]!.address} (key ${devnet.accounts[0]!.privateKey})`);

const shutdown = () => void devnet.stop().then(() => process.exit(0));
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
