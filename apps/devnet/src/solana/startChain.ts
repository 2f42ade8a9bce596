import type { Server } from 'node:http';
import { Keypair } from '@solana/web3.js';
import { HOST, portVariable, resolvePorts, type PortName } from '../ports.js';
import { SolanaChain } from './chain.js';
import { createGenesis, type GenesisOptions } from './genesis.js';
import { createRpcServer } from './httpServer.js';
import { solanaDevAccounts, solanaDevnetPool, solanaTreasuryAccount, solanaUsdcMintAccount, type SolanaDevAccount } from './keys.js';
import { SOLANA_DEV_USDC, SOLANA_DEVNET_GENESIS_HASH, SOLANA_POOL_SOL_USD_PRICE, solanaCaipNetworkId, type SolanaSolUsdcPool, type SolanaUsdc } from './network.js';
import { createPubsubServer } from './pubsub.js';

export interface SolanaDevnet {
  /** `http://127.0.0.1:PORT`: what `new Connection(url)` takes; its WebSocket is on PORT + 1. */
  rpcUrl: string;
  wsUrl: string;
  port: number;
  genesisHash: string;
  caipNetworkId: string;
  /** The dev keypairs, each holding SOL and the chain's USDC. */
  accounts: SolanaDevAccount[];
  /** The USDC mint's authority and the airdrop source. */
  treasury: SolanaDevAccount;
  usdc: SolanaUsdc;
  /** The SOL/USDC pool whose vaults price SOL from the chain, and the price its genesis reserves give. */
  solUsdcPool: SolanaSolUsdcPool & { solUsdPrice: number };
  stop(): Promise<void>;
}

export interface SolanaDevnetOptions {
  /** Defaults to the port `portName` names (LATCH_SOLANA_PORT or 8899); the WebSocket takes the next port. 0 picks a free pair. */
  port?: number;
  /** Which of ports.ts's ports it takes by default, and whose variable its errors name; `solana` unless set. */
  portName?: Extract<PortName, 'solana' | 'solanaRehearsal'>;
  /** What getGenesisHash answers, and so the chain's CAIP-2 id; the devnet's own unless set. */
  genesisHash?: string;
  /** The USDC it holds, at a public mint address placed at genesis (no key of it is here); the devnet's own mint unless set. */
  usdc?: SolanaUsdc;
  /** Where genesis places the SOL/USDC pool's vaults (public addresses, no key here); the devnet's own unless set. */
  pool?: SolanaSolUsdcPool;
}

/** Tries for a free pair this many times when the port is left to the system. */
const FREE_PAIR_ATTEMPTS = 20;

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => reject(error);
    server.once('error', fail);
    server.listen(port, HOST, () => {
      server.off('error', fail);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    if (!server.listening) return resolve();
    server.closeAllConnections();
    server.close(() => resolve());
  });

function inUse(error: unknown, port: number, what: string, variable: string): Error {
  if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') return error as Error;
  return new Error(`Port ${port} is already in use, so ${what} cannot start. Stop what runs there or set ${variable}.`);
}

async function listenPair(http: Server, ws: Server, wantedPort: number, variable: string): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const port = await listen(http, wantedPort).catch((error: unknown) => {
      throw inUse(error, wantedPort, 'the local Solana RPC', variable);
    });
    try {
      await listen(ws, port + 1);
      return port;
    } catch (error) {
      await close(http);
      if (wantedPort !== 0 || attempt >= FREE_PAIR_ATTEMPTS) throw inUse(error, port + 1, "the local Solana RPC's WebSocket", variable);
    }
  }
}

/** The devnet's own USDC: its mint's keypair is here, so genesis creates the mint with a transaction. */
function devnetUsdc(): Pick<GenesisOptions, 'usdc' | 'usdcMintKey'> {
  const usdcMintKey = solanaUsdcMintAccount();
  return { usdc: { mint: usdcMintKey.address, ...SOLANA_DEV_USDC }, usdcMintKey };
}

/** Starts the local Solana chain (litesvm) with its genesis, and serves its RPC and WebSocket on 127.0.0.1. */
export async function startSolanaChain(options: SolanaDevnetOptions = {}): Promise<SolanaDevnet> {
  const { portName = 'solana', genesisHash = SOLANA_DEVNET_GENESIS_HASH } = options;
  const variable = portVariable(portName);
  const wantedPort = options.port ?? resolvePorts()[portName];
  if (wantedPort === 65535) throw new Error(`${variable} must leave room for the WebSocket on the next port (at most 65534).`);
  const treasury = solanaTreasuryAccount();
  const { usdc, usdcMintKey } = options.usdc ? { usdc: options.usdc } : devnetUsdc();
  const accounts = solanaDevAccounts();
  const pool = options.pool ?? solanaDevnetPool();
  const chain = new SolanaChain(Keypair.fromSecretKey(treasury.secretKey), genesisHash);
  createGenesis(chain, { treasury, usdc, usdcMintKey, accounts, pool });

  const http = createRpcServer(chain);
  const pubsub = createPubsubServer(chain);
  const port = await listenPair(http, pubsub.server, wantedPort, variable);
  return {
    rpcUrl: `http://${HOST}:${port}`,
    wsUrl: `ws://${HOST}:${port + 1}`,
    port,
    genesisHash,
    caipNetworkId: solanaCaipNetworkId(genesisHash),
    accounts,
    treasury,
    usdc,
    solUsdcPool: { ...pool, solUsdPrice: SOLANA_POOL_SOL_USD_PRICE },
    async stop() {
      await pubsub.close();
      await Promise.all([close(http), close(pubsub.server)]);
    },
  };
}
