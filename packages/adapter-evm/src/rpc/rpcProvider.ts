import type { FetchGetUrlFunc, JsonRpcProvider } from '../ethers.js';
import type { Ethers } from '../loadEthers.js';

export interface RpcProviderOptions {
  url: string;
  chainId: number;
  /** Given up on after this long: a TIMEOUT, and the fallback asks the next URL. */
  timeoutMs: number;
  /** The HTTP layer under ethers; ethers' own (fetch, or Node's http) unless a test plays the nodes. */
  getUrl?: FetchGetUrlFunc;
}

/**
 * An ethers JsonRpcProvider for one URL of a known chain. The chain is static, so ethers never asks
 * eth_chainId; nothing is cached (a balance right after a send must be fresh) or batched. A 429 is
 * not retried with back-off: with other URLs to try, the fallback moves on at once.
 */
export function createRpcProvider(ethers: Ethers, { url, chainId, timeoutMs, getUrl }: RpcProviderOptions): JsonRpcProvider {
  const request = new ethers.FetchRequest(url);
  request.timeout = timeoutMs;
  request.retryFunc = async () => false;
  if (getUrl) request.getUrlFunc = getUrl;
  return new ethers.JsonRpcProvider(request, chainId, { staticNetwork: true, cacheTimeout: -1, batchMaxCount: 1 });
}
