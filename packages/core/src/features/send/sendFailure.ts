import { signatureDeclined, somethingWentWrong } from '../../errors/catalogue.js';
import { isDecline } from '../../errors/decline.js';
import { LatchError } from '../../errors/LatchError.js';
import { errorMessage } from '../../errors/errorMessage.js';

/**
 * What a send the wallet or its node did not take tells the person. A decline in the wallet reads
 * "Signature declined": the wallet signs the transaction it sends, the adapters already name a refused
 * eth_sendTransaction so, and a swap's refused transaction reads the same. A Latch error keeps its
 * catalogue text. Anything else ("socket hang up", a node's JSON-RPC text) reads "Something went
 * wrong", its own words kept in details and cause for a developer (and in the SEND_ERROR event).
 */
export function sendFailure(error: unknown): LatchError {
  if (error instanceof LatchError) return error;
  const details = errorMessage(error);
  if (isDecline(error)) return new LatchError(signatureDeclined, { details, cause: error });
  return new LatchError(somethingWentWrong, { details, cause: error });
}
