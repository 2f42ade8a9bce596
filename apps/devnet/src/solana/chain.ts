import { PublicKey, SystemProgram, Transaction, type Keypair } from '@solana/web3.js';
import { feeForMessage } from './fees.js';
import { TransactionHistory, type TransactionRecord } from './history.js';
import { RPC_CODES, RpcError } from './jsonRpc.js';
import { SolanaRuntime, type AccountState, type Execution } from './runtime.js';
import { parseMint, type TokenMint } from './tokens.js';
import { describeTransactionError, type RpcTransactionError } from './transactionErrors.js';
import { advancesNonce, innerInstructionsJson, resolveAccountKeys, returnDataJson, tokenBalances, type Snapshot } from './transactionMeta.js';
import { decodeWireTransaction, type WireTransaction } from './wireTransaction.js';

/** How many blocks a blockhash stays usable, as on a validator. */
const MAX_PROCESSING_AGE = 150;
const SYSTEM_PROGRAM = SystemProgram.programId.toBase58();

export interface Simulation {
  err: RpcTransactionError | null;
  logs: string[];
  unitsConsumed: number;
  returnData: ReturnType<typeof returnDataJson>;
  postAccounts: Map<string, AccountState> | undefined;
  replacementBlockhash?: { blockhash: string; lastValidBlockHeight: number };
}

type LandedListener = (record: TransactionRecord) => void;

const executionFailure = (prefix: string, err: RpcTransactionError, logs: string[], unitsConsumed: number) =>
  err === 'SignatureFailure'
    ? new RpcError(RPC_CODES.signatureVerificationFailed, 'Transaction signature verification failure')
    : new RpcError(RPC_CODES.transactionFailed, `${prefix}: ${describeTransactionError(err)}`, { err, logs, accounts: null, unitsConsumed, returnData: null });

/**
 * The local chain: litesvm plus what a validator keeps around it. Each landed transaction is a
 * block of its own, so the slot and the block height are the number of transactions so far; a
 * transaction that fails never lands and changes nothing.
 */
export class SolanaChain {
  readonly runtime = new SolanaRuntime();
  readonly history = new TransactionHistory();
  private currentSlot = 0;
  private readonly blockhashes = new Map<string, number>();
  private readonly landedListeners = new Set<LandedListener>();

  constructor(
    private readonly treasury: Keypair,
    /** What getGenesisHash answers: the network this chain stands for. */
    readonly genesisHash: string,
  ) {
    this.rememberLatestBlockhash();
  }

  get slot(): number {
    return this.currentSlot;
  }

  latestBlockhash(): { blockhash: string; lastValidBlockHeight: number } {
    const blockhash = this.runtime.latestBlockhash();
    return { blockhash, lastValidBlockHeight: this.blockhashes.get(blockhash)! };
  }

  isBlockhashValid(blockhash: string): boolean {
    const lastValid = this.blockhashes.get(blockhash);
    return lastValid !== undefined && this.currentSlot <= lastValid;
  }

  account(address: string): AccountState | null {
    return this.runtime.account(address);
  }

  mint(address: string): TokenMint | null {
    const account = this.runtime.account(address);
    return account && parseMint(account);
  }

  onLanded(listener: LandedListener): () => void {
    this.landedListeners.add(listener);
    return () => this.landedListeners.delete(listener);
  }

  simulate(wire: WireTransaction, { sigVerify, replaceRecentBlockhash }: { sigVerify: boolean; replaceRecentBlockhash: boolean }): Simulation {
    let bytes = wire.bytes;
    let replacementBlockhash: Simulation['replacementBlockhash'];
    if (replaceRecentBlockhash) {
      replacementBlockhash = this.latestBlockhash();
      wire.transaction.message.recentBlockhash = replacementBlockhash.blockhash;
      bytes = wire.transaction.serialize();
    }
    const refusal = replaceRecentBlockhash ? null : this.refusal(wire);
    if (refusal) return { err: refusal, logs: [], unitsConsumed: 0, returnData: null, postAccounts: undefined };
    const outcome = this.runtime.simulate(bytes, { sigVerify });
    return {
      err: outcome.ok ? null : outcome.err,
      logs: outcome.meta?.logs() ?? [],
      unitsConsumed: Number(outcome.meta?.computeUnitsConsumed() ?? 0n),
      returnData: outcome.meta ? returnDataJson(outcome.meta) : null,
      postAccounts: outcome.ok ? outcome.postAccounts : undefined,
      replacementBlockhash,
    };
  }

  /** Lands the transaction and returns its signature, or throws the RPC error that refuses it. */
  submit(wire: WireTransaction, { skipPreflight }: { skipPreflight: boolean }): string {
    if (!skipPreflight) {
      const preflight = this.simulate(wire, { sigVerify: true, replaceRecentBlockhash: false });
      if (preflight.err) throw executionFailure('Transaction simulation failed', preflight.err, preflight.logs, preflight.unitsConsumed);
    }
    const refusal = this.refusal(wire);
    if (refusal) throw executionFailure('Transaction failed', refusal, [], 0);
    const keys = resolveAccountKeys(wire.transaction, this.runtime);
    const before: Snapshot = new Map(keys.all.map((key) => [key, this.runtime.account(key)]));
    const outcome = this.runtime.send(wire.bytes);
    if (!outcome.ok) {
      this.restore(before);
      throw executionFailure('Transaction failed', outcome.err, outcome.meta?.logs() ?? [], Number(outcome.meta?.computeUnitsConsumed() ?? 0n));
    }
    this.land(wire, keys, before, outcome);
    return wire.signature;
  }

  /** Sends lamports from the treasury, as a faucet does. */
  airdrop(to: string, lamports: bigint): string {
    const transaction = new Transaction({ feePayer: this.treasury.publicKey, ...this.latestBlockhash() });
    transaction.add(SystemProgram.transfer({ fromPubkey: this.treasury.publicKey, toPubkey: new PublicKey(to), lamports }));
    transaction.sign(this.treasury);
    return this.submit(decodeWireTransaction(transaction.serialize().toString('base64'), 'base64'), { skipPreflight: false });
  }

  /** Why the runtime would refuse the transaction before running it: a spent signature or a stale blockhash. */
  private refusal(wire: WireTransaction): RpcTransactionError | null {
    if (this.history.get(wire.signature)) return 'AlreadyProcessed';
    if (!this.isBlockhashValid(wire.transaction.message.recentBlockhash) && !advancesNonce(wire.transaction)) return 'BlockhashNotFound';
    return null;
  }

  // A failed transaction still costs its payer the fee in litesvm; put every account it loaded back.
  private restore(snapshot: Snapshot): void {
    for (const [key, state] of snapshot) {
      this.runtime.setAccount(key, state ?? { lamports: 0n, data: new Uint8Array(), owner: SYSTEM_PROGRAM, executable: false });
    }
  }

  private land(wire: WireTransaction, keys: ReturnType<typeof resolveAccountKeys>, before: Snapshot, outcome: Extract<Execution, { ok: true }>): void {
    const after: Snapshot = new Map(keys.all.map((key) => [key, this.runtime.account(key)]));
    const balances = (snapshot: Snapshot) => keys.all.map((key) => Number(snapshot.get(key)?.lamports ?? 0n));
    this.currentSlot += 1;
    const record: TransactionRecord = {
      signature: wire.signature,
      slot: this.currentSlot,
      blockTime: Math.floor(Date.now() / 1000),
      bytes: wire.bytes,
      version: wire.transaction.version,
      accountKeys: keys.all,
      meta: {
        err: null,
        status: { Ok: null },
        fee: Number(feeForMessage(wire.transaction.message)),
        preBalances: balances(before),
        postBalances: balances(after),
        innerInstructions: innerInstructionsJson(outcome.meta),
        logMessages: outcome.meta.logs(),
        preTokenBalances: tokenBalances(keys.all, before, this.runtime),
        postTokenBalances: tokenBalances(keys.all, after, this.runtime),
        rewards: [],
        loadedAddresses: keys.loaded,
        computeUnitsConsumed: Number(outcome.meta.computeUnitsConsumed()),
        returnData: returnDataJson(outcome.meta),
      },
    };
    this.history.add(record);
    this.runtime.advanceTo(BigInt(this.currentSlot));
    this.rememberLatestBlockhash();
    for (const listener of this.landedListeners) listener(record);
  }

  private rememberLatestBlockhash(): void {
    this.blockhashes.set(this.runtime.latestBlockhash(), this.currentSlot + MAX_PROCESSING_AGE);
    for (const [blockhash, lastValid] of this.blockhashes) {
      if (lastValid < this.currentSlot) this.blockhashes.delete(blockhash);
    }
  }
}
