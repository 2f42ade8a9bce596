import type { TransactionVersion } from '@solana/web3.js';

/** A landed transaction, kept with its meta as the RPC answers it. */
export interface TransactionRecord {
  signature: string;
  slot: number;
  /** Unix seconds. */
  blockTime: number;
  bytes: Uint8Array;
  version: TransactionVersion;
  /** Static keys, then the writable and the read-only keys loaded from lookup tables. */
  accountKeys: string[];
  meta: Record<string, unknown>;
}

export interface SignaturesQuery {
  limit: number;
  before?: string;
  until?: string;
}

/** Every landed transaction, by signature and by each account it touched. */
export class TransactionHistory {
  private readonly bySignature = new Map<string, TransactionRecord>();
  private readonly byAddress = new Map<string, TransactionRecord[]>();

  add(record: TransactionRecord): void {
    this.bySignature.set(record.signature, record);
    for (const key of new Set(record.accountKeys)) {
      const records = this.byAddress.get(key) ?? [];
      records.push(record);
      this.byAddress.set(key, records);
    }
  }

  get(signature: string): TransactionRecord | undefined {
    return this.bySignature.get(signature);
  }

  /** Newest first, starting below `before` and stopping at `until`, as getSignaturesForAddress pages. */
  forAddress(address: string, { limit, before, until }: SignaturesQuery): TransactionRecord[] {
    const records = this.byAddress.get(address) ?? [];
    let end = records.length;
    if (before !== undefined) {
      const index = records.findIndex((record) => record.signature === before);
      end = index === -1 ? 0 : index;
    }
    const page: TransactionRecord[] = [];
    for (let index = end - 1; index >= 0 && page.length < limit; index--) {
      const record = records[index]!;
      if (record.signature === until) break;
      page.push(record);
    }
    return page;
  }
}
