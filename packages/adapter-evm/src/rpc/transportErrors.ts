import type { Ethers } from '../loadEthers.js';

/** None of a chain's RPC URLs answered usefully; `cause` is the last URL's failure. */
export class RpcTransportError extends Error {
  override name = 'RpcTransportError';
}

/**
 * Whether `error` says the URL did not answer usefully, so the next URL may: a network failure, a
 * timeout, an HTTP error status, a body that is not JSON, JSON that is not a JSON-RPC answer, or a
 * result of the wrong shape. A JSON-RPC error is the node's answer (ethers makes it UNKNOWN_ERROR,
 * CALL_EXCEPTION, UNSUPPORTED_OPERATION for an unknown method, ...) and is not one of these.
 */
export function isTransportFailure(ethers: Ethers, error: unknown): boolean {
  // ethers gives each of its errors a shortMessage; the HTTP layer's own failures (a refused
  // connection, a DNS or CORS failure) reach us unwrapped.
  if (typeof (error as { shortMessage?: unknown } | undefined)?.shortMessage !== 'string') return true;
  return (
    ethers.isError(error, 'TIMEOUT') ||
    ethers.isError(error, 'NETWORK_ERROR') ||
    // An HTTP status outside 2xx (FetchResponse.assertOk).
    ethers.isError(error, 'SERVER_ERROR') ||
    // JSON without an answer to the request's id, or a result ethers' formatters refuse.
    ethers.isError(error, 'BAD_DATA') ||
    // A body that is not JSON (FetchResponse.bodyJson).
    (ethers.isError(error, 'UNSUPPORTED_OPERATION') && error.operation === 'bodyJson') ||
    // A number or quantity that is not one (getBigInt(result, '%response')).
    (ethers.isError(error, 'INVALID_ARGUMENT') && error.argument === '%response')
  );
}
