import type { CaipNetwork } from '@latch/core';

/** The native balance through the network's own RPC. ethers loads here, on first use, never with the page. */
export async function readNativeBalance(address: string, network: CaipNetwork): Promise<{ balance: string; symbol: string }> {
  const url = network.rpcUrls.default.http[0];
  if (!url) throw new Error(`${network.name} has no RPC URL`);
  const { JsonRpcProvider, formatUnits } = await import('ethers');
  const provider = new JsonRpcProvider(url, Number(network.id), { staticNetwork: true, cacheTimeout: -1 });
  try {
    const wei = await provider.getBalance(address);
    return { balance: formatUnits(wei, network.nativeCurrency.decimals), symbol: network.nativeCurrency.symbol };
  } finally {
    provider.destroy();
  }
}
