// Child process of the load run: the local Solana chain. It answers its JSON-RPC in JavaScript, so
// in the services' process it would share their event loop, and the Solana balance load would
// count the chain's work as the services' (the services reach it over loopback, as they would a
// real RPC node). Sends the chain's description once it listens, then its process figures
// (processStats.ts) whenever asked; stops when the parent
// disconnects (or dies) or on a signal.
import { startSolanaDevnet } from '@latch/devnet';
import { answerStats } from './processStats.js';
import type { SolanaChainMessage } from './solanaChain.js';

const solana = await startSolanaDevnet({ port: 0 });
answerStats();
const { caipNetworkId, rpcUrl, usdc, solUsdcPool } = solana;
process.send?.({ caipNetworkId, rpcUrl, usdc, solUsdcPool, address: solana.accounts[0]!.address } satisfies SolanaChainMessage);
const stop = () => void solana.stop().then(() => process.exit(0));
for (const event of ['disconnect', 'SIGINT', 'SIGTERM'] as const) process.once(event, stop);
