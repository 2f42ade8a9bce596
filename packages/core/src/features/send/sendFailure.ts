import { signatureDeclined, somethingWentWrong } from '../../errors/catalogue.js';
import { isDecline } from '../../errors/decline.js';
import { LatchError } from '../../errors/LatchError.js';
import { errorMessage } from '../../errors/errorMessage.js';

/**
 * What a send the wallet or its node did not take tells the person. A decline in the wallet reads
 * "Signature declined": the wallet signs the transaction it sends, the adapters already name a refused
 * eth_sendTransaction so, and a swap's refused transaction reads the same. A Latch error of the
 * catalogue keeps its text. Anything else ("socket hang up", a node's JSON-RPC text, the embedded
 * wallet frame's words for its node's failure) reads "Something went wrong", its own words kept in
 * details and cause for a developer (and in the SEND_ERROR event): one rule whichever wallet sent.
 */
export function sendFailure(error: unknown): LatchError {
  if (error instanceof LatchError && error.id !== undefined) return error;
  const details = errorMessage(error);
  if (isDecline(error)) return new LatchError(signatureDeclined, { details, cause: error });
  return new LatchError(somethingWentWrong, { details, cause: error });
}
