import type { Server } from 'node:http';
import { Keypair } from '@solana/web3.js';
import { HOST, resolvePorts } from '../ports.js';
import { SolanaChain } from './chain.js';
import { createGenesis } from './genesis.js';
import { createRpcServer } from './httpServer.js';
import { solanaDevAccounts, solanaTreasuryAccount, solanaUsdcMintAccount, type SolanaDevAccount } from './keys.js';
import { SOLANA_DEV_USDC, SOLANA_DEVNET_CAIP_NETWORK_ID, SOLANA_DEVNET_GENESIS_HASH } from './network.js';
import { createPubsubServer } from './pubsub.js';

export interface SolanaDevnet {
  /** `http://127.0.0.1:PORT`: what `new Connection(url)` takes; its WebSocket is on PORT + 1. */
  rpcUrl: string;
  wsUrl: string;
  port: number;
  genesisHash: string;
  caipNetworkId: string;
  /** The dev keypairs, each holding SOL and devnet USDC. */
  accounts: SolanaDevAccount[];
  /** The USDC mint's authority and the airdrop source. */
  treasury: SolanaDevAccount;
  usdc: { mint: string; name: string; symbol: string; decimals: number };
  stop(): Promise<void>;
}

export interface SolanaDevnetOptions {
  /** Defaults to LATCH_SOLANA_PORT or 8899; the WebSocket takes the next port. 0 picks a free pair. */
  port?: number;
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

function inUse(error: unknown, port: number, what: string): Error {
  if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') return error as Error;
  return new Error(`Port ${port} is already in use, so ${what} cannot start. Stop what runs there or set LATCH_SOLANA_PORT.`);
}

async function listenPair(http: Server, ws: Server, wantedPort: number): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const port = await listen(http, wantedPort).catch((error: unknown) => {
      throw inUse(error, wantedPort, 'the local Solana RPC');
    });
    try {
      await listen(ws, port + 1);
      return port;
    } catch (error) {
      await close(http);
      if (wantedPort !== 0 || attempt >= FREE_PAIR_ATTEMPTS) throw inUse(error, port + 1, "the local Solana RPC's WebSocket");
    }
  }
}

/** Starts the local Solana chain (litesvm) with its genesis, and serves its RPC and WebSocket on 127.0.0.1. */
export async function startSolanaChain(options: SolanaDevnetOptions = {}): Promise<SolanaDevnet> {
  const wantedPort = options.port ?? resolvePorts().solana;
  if (wantedPort === 65535) throw new Error('LATCH_SOLANA_PORT must leave room for the WebSocket on the next port (at most 65534).');
  const treasury = solanaTreasuryAccount();
  const usdcMint = solanaUsdcMintAccount();
  const accounts = solanaDevAccounts();
  const chain = new SolanaChain(Keypair.fromSecretKey(treasury.secretKey));
  createGenesis(chain, { treasury, usdcMint, accounts });

  const http = createRpcServer(chain);
  const pubsub = createPubsubServer(chain);
  const port = await listenPair(http, pubsub.server, wantedPort);
  return {
    rpcUrl: `http://${HOST}:${port}`,
    wsUrl: `ws://${HOST}:${port + 1}`,
    port,
    genesisHash: SOLANA_DEVNET_GENESIS_HASH,
    caipNetworkId: SOLANA_DEVNET_CAIP_NETWORK_ID,
    accounts,
    treasury,
    usdc: { mint: usdcMint.address, ...SOLANA_DEV_USDC },
    async stop() {
      await pubsub.close();
      await Promise.all([close(http), close(pubsub.server)]);
    },
  };
}
