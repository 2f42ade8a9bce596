// Loaded on demand: the first balance read or send brings in the adapter's own RPC reads, and @solana/web3.js with them.
import { balanceCache, ErrorMessages, formatUnits, LatchError, systemClock, type CaipNetwork, type Clock } from '@latch/core';
import type { Connection } from '../web3.js';
import { loadWeb3 } from '../loadWeb3.js';
import { solanaPublicKey } from '../wallet/address.js';
import { COMMITMENT, STATUS_POLL_INTERVAL_MS } from './constants.js';
import { rpcFetch } from './rpcFetch.js';
import { blockHeightSchema, lamportsSchema, latestBlockhashSchema, signatureSchema, signatureStatusSchema } from './schemas.js';

export interface ChainReadsOptions {
  /** RPC URLs by CAIP-2 id, used before the network's own (the first is used). */
  rpcUrls?: Record<string, string[]>;
  clock?: Clock;
}

export interface RecentBlockhash {
  blockhash: string;
  lastValidBlockHeight: number;
}

const CONFIRMED = new Set(['confirmed', 'finalized']);

/** The adapter's reads (not the wallet's): one @solana/web3.js Connection per RPC URL, HTTP only. */
export async function createChainReads({ rpcUrls = {}, clock = systemClock }: ChainReadsOptions = {}) {
  const web3 = await loadWeb3();
  const connections = new Map<string, Connection>();

  function connectionFor(network: CaipNetwork): Connection {
    const url = rpcUrls[network.caipNetworkId]?.[0] ?? network.rpcUrls.default.http[0];
    if (!url) throw new LatchError(ErrorMessages.anErrorOccurred, { details: `${network.name} has no RPC URL.` });
    let connection = connections.get(url);
    if (!connection) connections.set(url, (connection = new web3.Connection(url, { commitment: COMMITMENT, disableRetryOnRateLimit: true, fetch: rpcFetch })));
    return connection;
  }

  const balances = balanceCache<{ balance: string; symbol: string }>(clock);
  const pause = () => new Promise<void>((resolve) => clock.setTimeout(resolve, STATUS_POLL_INTERVAL_MS));

  return {
    /** The SOL balance, from the cache while its read is fresh enough unless `fresh` says the chain just changed it. */
    balance(address: string, network: CaipNetwork, { fresh = false }: { fresh?: boolean } = {}) {
      // A base58 address is case-sensitive: it is its own key.
      return balances(`${network.caipNetworkId} ${address}`, fresh, async () => {
        const lamports = lamportsSchema.parse(await connectionFor(network).getBalance(solanaPublicKey(web3, address), COMMITMENT));
        return { balance: formatUnits(BigInt(lamports), network.nativeCurrency.decimals), symbol: network.nativeCurrency.symbol };
      });
    },

    async recentBlockhash(network: CaipNetwork): Promise<RecentBlockhash> {
      return latestBlockhashSchema.parse(await connectionFor(network).getLatestBlockhash(COMMITMENT));
    },

    /** Sends a signed transaction ourselves, for wallets that only sign. */
    async sendRaw(network: CaipNetwork, signed: Uint8Array, options: { skipPreflight?: boolean; maxRetries?: number; minContextSlot?: number } = {}) {
      return signatureSchema.parse(await connectionFor(network).sendRawTransaction(signed, { preflightCommitment: COMMITMENT, ...options }));
    },

    /**
     * Resolves once `signature` is confirmed. Polled over HTTP rather than web3.js' confirmTransaction,
     * which opens a WebSocket per Connection and keeps it. A failed transaction, or one whose blockhash
     * expired unconfirmed, is an error.
     */
    async confirm(network: CaipNetwork, signature: string, { lastValidBlockHeight }: RecentBlockhash) {
      const connection = connectionFor(network);
      for (;;) {
        const { value } = await connection.getSignatureStatuses([signature]);
        const status = signatureStatusSchema.parse(value[0] ?? null);
        if (status?.err) throw new LatchError(ErrorMessages.anErrorOccurred, { details: `Transaction ${signature} failed: ${JSON.stringify(status.err)}.` });
        if (status?.confirmationStatus && CONFIRMED.has(status.confirmationStatus)) return;
        if (!status && blockHeightSchema.parse(await connection.getBlockHeight(COMMITMENT)) > lastValidBlockHeight) {
          throw new LatchError(ErrorMessages.anErrorOccurred, { details: `Transaction ${signature} expired before it was confirmed.` });
        }
        await pause();
      }
    },
  };
}

export type ChainReads = Awaited<ReturnType<typeof createChainReads>>;
