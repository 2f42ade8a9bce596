import { AddressLookupTableAccount, PublicKey, SystemProgram, type VersionedTransaction } from '@solana/web3.js';
import bs58 from 'bs58';
import type { TransactionMetadata } from 'litesvm';
import type { AccountState, SolanaRuntime } from './runtime.js';
import { parseMint, parseTokenAccount, tokenAmount } from './tokens.js';

export interface ResolvedKeys {
  /** Static keys, then the writable and the read-only keys loaded from lookup tables. */
  all: string[];
  loaded: { writable: string[]; readonly: string[] };
}

/** The transaction's account keys, with those its lookup tables load; only the static ones when a table is missing. */
export function resolveAccountKeys(transaction: VersionedTransaction, runtime: SolanaRuntime): ResolvedKeys {
  const staticKeys = transaction.message.staticAccountKeys.map((key) => key.toBase58());
  const empty = { all: staticKeys, loaded: { writable: [], readonly: [] } };
  if (transaction.message.addressTableLookups.length === 0) return empty;
  try {
    const tables = transaction.message.addressTableLookups.map(({ accountKey }) => {
      const account = runtime.account(accountKey.toBase58());
      if (!account) throw new Error('lookup table not found');
      return new AddressLookupTableAccount({ key: accountKey, state: AddressLookupTableAccount.deserialize(account.data) });
    });
    const { accountKeysFromLookups } = transaction.message.getAccountKeys({ addressLookupTableAccounts: tables });
    const writable = accountKeysFromLookups?.writable.map((key) => key.toBase58()) ?? [];
    const readonly = accountKeysFromLookups?.readonly.map((key) => key.toBase58()) ?? [];
    return { all: [...staticKeys, ...writable, ...readonly], loaded: { writable, readonly } };
  } catch {
    return empty;
  }
}

const ADVANCE_NONCE_ACCOUNT = 4;

/** A durable-nonce transaction names a nonce value, not a recent blockhash, in its first instruction. */
export function advancesNonce(transaction: VersionedTransaction): boolean {
  const [first] = transaction.message.compiledInstructions;
  if (!first) return false;
  const program = transaction.message.staticAccountKeys[first.programIdIndex];
  return !!program?.equals(SystemProgram.programId) && first.data.length >= 4 && Buffer.from(first.data).readUInt32LE(0) === ADVANCE_NONCE_ACCOUNT;
}

export type Snapshot = Map<string, AccountState | null>;

export function tokenBalances(keys: string[], snapshot: Snapshot, runtime: SolanaRuntime) {
  return keys.flatMap((key, accountIndex) => {
    const state = snapshot.get(key);
    const tokenAccount = state ? parseTokenAccount(state) : null;
    if (!state || !tokenAccount) return [];
    const mintState = runtime.account(tokenAccount.mint);
    const decimals = (mintState && parseMint(mintState)?.decimals) ?? 0;
    return [{ accountIndex, mint: tokenAccount.mint, owner: tokenAccount.owner, programId: state.owner, uiTokenAmount: tokenAmount(tokenAccount.amount, decimals) }];
  });
}

export function innerInstructionsJson(meta: TransactionMetadata) {
  return meta.innerInstructions().flatMap((instructions, index) =>
    instructions.length === 0
      ? []
      : [
          {
            index,
            instructions: instructions.map((inner) => {
              const compiled = inner.instruction();
              return { programIdIndex: compiled.programIdIndex(), accounts: [...compiled.accounts()], data: bs58.encode(compiled.data()), stackHeight: inner.stackHeight() };
            }),
          },
        ],
  );
}

export function returnDataJson(meta: TransactionMetadata) {
  const returnData = meta.returnData();
  const data = returnData.data();
  if (data.length === 0) return null;
  return { programId: new PublicKey(returnData.programId()).toBase58(), data: [Buffer.from(data).toString('base64'), 'base64'] };
}
