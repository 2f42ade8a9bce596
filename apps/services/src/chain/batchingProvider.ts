// ethers' JSON-RPC provider for the services' chains, which batch the calls made together
// (chains.ts). A node may refuse batches: some public endpoints and proxies answer one error for
// the whole array, or 400 or 413. Without this, every read of such a chain failed while its
// readiness probe, a single call, passed.
import { isError, JsonRpcProvider, type JsonRpcPayload, type JsonRpcResult } from 'ethers';
import { currentLog } from '../observability/current.js';

/** HTTP statuses with which a node refuses a batch as such: not a request it reads, or too large. */
const REFUSED_BATCH_STATUSES: ReadonlySet<number> = new Set([400, 413]);

/** Whether `answers` holds an answer for each call of `batch`. */
const answersEach = (batch: readonly JsonRpcPayload[], answers: readonly JsonRpcResult[]) => batch.every((call) => answers.some((answer) => answer.id === call.id));

const refusedAsBatch = (error: unknown) => isError(error, 'SERVER_ERROR') && REFUSED_BATCH_STATUSES.has(error.response?.statusCode ?? 0);

/**
 * Sends each batch as one request until the node refuses one (an answer that is not one per call,
 * or a 400 or 413); from then on, and for that batch too, each call goes on its own.
 */
export class BatchingProvider extends JsonRpcProvider {
  #refusesBatches = false;

  override async _send(payload: JsonRpcPayload | JsonRpcPayload[]): Promise<JsonRpcResult[]> {
    if (!Array.isArray(payload)) return super._send(payload);
    if (!this.#refusesBatches) {
      try {
        const answers = await super._send(payload);
        if (answersEach(payload, answers)) return answers;
      } catch (error) {
        if (!refusedAsBatch(error)) throw error;
      }
      this.#refusesBatches = true;
      // The chain, not the node's URL: a provider's URL may carry its API key.
      currentLog().warn({ chain: `eip155:${this._network.chainId}` }, 'the chain node refuses JSON-RPC batches: its calls now go one by one');
    }
    return (await Promise.all(payload.map((call) => super._send(call)))).flat();
  }
}
