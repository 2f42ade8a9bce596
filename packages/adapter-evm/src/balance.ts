import { formatUnits, type CaipNetwork } from '@latch/core';
import type { FallbackTransport } from './rpc/fallbackTransport.js';
import { quantitySchema } from './rpc/jsonRpc.js';

/** The native balance, read through the chain's RPC URLs. */
export async function readNativeBalance(transport: FallbackTransport, address: string, network: CaipNetwork): Promise<{ balance: string; symbol: string }> {
  const wei = await transport.request('eth_getBalance', [address, 'latest'], quantitySchema);
  return { balance: formatUnits(BigInt(wei), network.nativeCurrency.decimals), symbol: network.nativeCurrency.symbol };
}
