// Funds a new embedded wallet's Solana address once on the local Solana chain: SOL from the
// network's treasury keypair (the one the onramp pays from), as the EVM faucet funds ETH.
import type { Connection } from '@solana/web3.js';
import { inSendQueue } from '../chain/sendQueue.js';
import { solanaRpcFetchOf } from '../chain/solanaRpcFetch.js';
import { paySol } from '../blockchainApi/onramp/solanaTreasury.js';
import type { Db } from '../db/db.js';
import { grantOnce, type Funding } from './grants.js';

/** SOL each new address gets, in whole units. */
export const DEFAULT_FAUCET_SOL_AMOUNT = '10';
const LAMPORTS_PER_SOL = 1_000_000_000n;

export interface SolanaFaucetChain {
  /** CAIP-2 id (`solana:…`). */
  id: string;
  rpcUrl: string;
  /** The treasury's secret key, base58 of 64 bytes. */
  treasuryKey: string;
}

export class SolanaFaucet {
  #connection: Promise<Connection> | undefined;

  constructor(
    private readonly chain: SolanaFaucetChain,
    private readonly amount: string = DEFAULT_FAUCET_SOL_AMOUNT,
    private readonly now: () => number = Date.now,
  ) {}

  get chainId(): string {
    return this.chain.id;
  }

  /** Funds `address` (a Solana address) unless it was funded before: 409 then, 502 when the transfer fails. */
  fund(db: Db, address: string): Promise<Funding> {
    const { id, rpcUrl, treasuryKey } = this.chain;
    this.#connection ??= import('@solana/web3.js').then(({ Connection }) => new Connection(rpcUrl, { commitment: 'confirmed', fetch: solanaRpcFetchOf(id) }));
    const lamports = BigInt(this.amount) * LAMPORTS_PER_SOL;
    const send = async () => {
      const hash = await inSendQueue(id, async () => paySol(await this.#connection!, treasuryKey, address, lamports, `faucet ${address}`));
      return [{ symbol: 'SOL', amount: this.amount, hash }];
    };
    // Solana addresses are case-sensitive: kept as written.
    return grantOnce(db, { chainId: id, address, key: address, now: this.now() }, send);
  }
}
