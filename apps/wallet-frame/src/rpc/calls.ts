// wallet_sendCalls' bundles: without a smart account the calls are sent one after the other as
// ordinary transactions (not atomic: a batch with atomicRequired is refused); a smart account sends
// them in one user operation, one transaction, all or none. wallet_getCallsStatus answers from the
// receipts (EIP-5792).
import { randomBytes } from '../keys/bytes.js';

export interface CallBundle {
  chainId: number;
  hashes: string[];
  /** Sent as one user operation: the calls happened together or not at all. */
  atomic?: boolean;
}

interface Receipt {
  status?: string;
  blockHash?: string;
  blockNumber?: string;
  gasUsed?: string;
  transactionHash?: string;
  logs?: unknown[];
}

const hexId = () => `0x${Array.from(randomBytes(32), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;

export class CallBundles {
  readonly #bundles = new Map<string, CallBundle>();

  add(bundle: CallBundle): string {
    const id = hexId();
    this.#bundles.set(id, bundle);
    return id;
  }

  /** EIP-5792's status: 100 pending, 200 confirmed, 500 all reverted, 600 some reverted. */
  async status(id: string, receiptOf: (chainId: number, hash: string) => Promise<unknown>) {
    const bundle = this.#bundles.get(id);
    if (!bundle) throw new Error(`Unknown call bundle: ${id}`);
    const receipts = (await Promise.all(bundle.hashes.map((hash) => receiptOf(bundle.chainId, hash)))) as (Receipt | null)[];
    const mined = receipts.filter((receipt): receipt is Receipt => receipt !== null && typeof receipt === 'object');
    const reverted = mined.filter((receipt) => receipt.status === '0x0').length;
    const status = mined.length < bundle.hashes.length ? 100 : reverted === 0 ? 200 : reverted === mined.length ? 500 : 600;
    return {
      version: '2.0.0',
      id,
      chainId: `0x${bundle.chainId.toString(16)}`,
      atomic: bundle.atomic ?? false,
      status,
      receipts: mined.map(({ logs, status: receiptStatus, blockHash, blockNumber, gasUsed, transactionHash }) => ({
        logs: logs ?? [],
        status: receiptStatus,
        blockHash,
        blockNumber,
        gasUsed,
        transactionHash,
      })),
    };
  }
}
