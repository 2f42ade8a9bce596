import { address, getTransactionDecoder, isSolanaError, lamports, SOLANA_ERROR__TRANSACTION__SIGNATURES_MISSING } from '@solana/kit';
import { EpochSchedule, FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm';
import { transactionErrorJson, type RpcTransactionError } from './transactionErrors.js';

/** An account as the RPC layer sees it: addresses as base58 strings. */
export interface AccountState {
  lamports: bigint;
  data: Uint8Array;
  owner: string;
  executable: boolean;
}

export type Execution =
  | { ok: true; meta: TransactionMetadata; postAccounts?: Map<string, AccountState> }
  | { ok: false; err: RpcTransactionError; meta: TransactionMetadata | null };

const SLOTS_PER_EPOCH = 432_000n;

type KitAccount = { lamports: bigint; data: ArrayLike<number>; programAddress: string; executable: boolean };
const accountState = (account: KitAccount): AccountState => ({
  lamports: account.lamports,
  data: Uint8Array.from(account.data),
  owner: account.programAddress,
  executable: account.executable,
});

/**
 * litesvm behind plain strings and bytes, so nothing else meets @solana/kit's types. Its own
 * blockhash check is off: the chain keeps the recent blockhashes, as a validator does.
 */
export class SolanaRuntime {
  private readonly svm = new LiteSVM().withBlockhashCheck(false);
  /**
   * Each program's accounts as last read, until anything may have changed them: a balance read
   * asks for all the token program's accounts to find one owner's, a thousand times a second
   * under the bench's load, and litesvm copies every one out at each ask.
   */
  private readonly programAccountsRead = new Map<string, readonly { address: string; account: AccountState }[]>();

  constructor() {
    // Without warm-up every epoch has the same length, so epoch info is plain arithmetic.
    this.svm.setEpochSchedule(new EpochSchedule(SLOTS_PER_EPOCH, SLOTS_PER_EPOCH, false, 0n, 0n));
  }

  get slotsPerEpoch(): bigint {
    return SLOTS_PER_EPOCH;
  }

  account(key: string): AccountState | null {
    const account = this.svm.getAccount(address(key));
    // The runtime purges accounts left with no lamports; report them as absent, as a validator would.
    if (!account.exists || account.lamports === 0n) return null;
    return accountState(account);
  }

  setAccount(key: string, state: AccountState): void {
    this.programAccountsRead.clear();
    this.svm.setAccount({
      address: address(key),
      lamports: lamports(state.lamports),
      data: state.data,
      programAddress: address(state.owner),
      executable: state.executable,
      space: BigInt(state.data.length),
    });
  }

  programAccounts(program: string): readonly { address: string; account: AccountState }[] {
    let accounts = this.programAccountsRead.get(program);
    if (!accounts) {
      accounts = this.svm.getProgramAccounts(address(program)).map((account) => ({ address: account.address, account: accountState(account) }));
      this.programAccountsRead.set(program, accounts);
    }
    return accounts;
  }

  rentExemptMinimum(dataLength: number): bigint {
    return this.svm.minimumBalanceForRentExemption(BigInt(dataLength));
  }

  latestBlockhash(): string {
    return this.svm.latestBlockhash();
  }

  /** Moves to `slot` with a fresh blockhash and the wall clock's time. */
  advanceTo(slot: bigint): void {
    this.programAccountsRead.clear();
    this.svm.warpToSlot(slot);
    this.svm.expireBlockhash();
    const clock = this.svm.getClock();
    clock.unixTimestamp = BigInt(Math.floor(Date.now() / 1000));
    this.svm.setClock(clock);
  }

  send(wireBytes: Uint8Array): Execution {
    this.programAccountsRead.clear();
    return this.run(() => this.svm.sendTransaction(getTransactionDecoder().decode(wireBytes)));
  }

  simulate(wireBytes: Uint8Array, { sigVerify }: { sigVerify: boolean }): Execution {
    this.svm.withSigverify(sigVerify);
    try {
      return this.run(() => this.svm.simulateTransaction(getTransactionDecoder().decode(wireBytes)));
    } finally {
      this.svm.withSigverify(true);
    }
  }

  private run(execute: () => ReturnType<LiteSVM['sendTransaction']> | ReturnType<LiteSVM['simulateTransaction']>): Execution {
    let result;
    try {
      result = execute();
    } catch (error) {
      // litesvm's wrapper refuses a transaction missing a signature before the runtime sees it.
      if (isSolanaError(error, SOLANA_ERROR__TRANSACTION__SIGNATURES_MISSING)) return { ok: false, err: 'SignatureFailure', meta: null };
      throw error;
    }
    if (result instanceof FailedTransactionMetadata) return { ok: false, err: transactionErrorJson(result), meta: result.meta() };
    if ('postAccounts' in result) {
      const postAccounts = new Map(result.postAccounts().map((account) => [account.address as string, accountState(account)]));
      return { ok: true, meta: result.meta(), postAccounts };
    }
    return { ok: true, meta: result };
  }
}
