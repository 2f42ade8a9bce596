import { JsonRpcProvider } from 'ethers';

/**
 * A provider that never serves a stale nonce or balance from cache (TOOLCHAIN.md). It asks
 * the chain id once and sends each call at once: ethers' defaults re-ask it before every
 * call and hold calls 10 ms to batch them, which made a local transaction take about 100 ms.
 */
export const freshProvider = (rpcUrl: string) =>
  new JsonRpcProvider(rpcUrl, undefined, { cacheTimeout: -1, pollingInterval: 50, staticNetwork: true, batchMaxCount: 1 });
