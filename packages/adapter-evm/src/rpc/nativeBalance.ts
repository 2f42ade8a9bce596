import type { CaipNetwork } from '@latch/core';
import type { Ethers } from '../loadEthers.js';
import type { FallbackTransport } from './fallbackTransport.js';

/** The native balance in whole units (ethers' formatUnits: "1.0", "0.25"), read through the chain's RPC URLs. */
export async function readNativeBalance(ethers: Ethers, transport: FallbackTransport, address: string, network: CaipNetwork): Promise<{ balance: string; symbol: string }> {
  const { decimals, symbol } = network.nativeCurrency;
  // Checked here: ethers would take anything else for an ENS name and look it up on chain.
  const owner = ethers.getAddress(address);
  const wei = await transport.run((provider) => provider.getBalance(owner));
  return { balance: ethers.formatUnits(wei, decimals), symbol };
}
