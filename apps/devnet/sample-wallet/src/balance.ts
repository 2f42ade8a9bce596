import { formatEther } from 'ethers';
import { rpcCall } from '../../src/rpc.js';

/** The account's ETH on the devnet, for a person to read ("9999.99 ETH"). */
export async function readBalance(rpcUrl: string, address: string): Promise<string> {
  const wei = BigInt((await rpcCall(rpcUrl, 'eth_getBalance', [address, 'latest'])) as string);
  const ether = Number(formatEther(wei)).toLocaleString('en', { maximumFractionDigits: 6 });
  return `${ether} ETH`;
}

/** Reads the balance now, every few seconds, and whenever refresh() is called, into `show`. */
export function watchBalance(rpcUrl: string, address: string, show: (text: string) => void, everyMs = 4_000) {
  let reading = false;
  const refresh = async () => {
    if (reading) return;
    reading = true;
    try {
      show(await readBalance(rpcUrl, address));
    } catch (error) {
      show(`unavailable (${error instanceof Error ? error.message : String(error)})`);
    } finally {
      reading = false;
    }
  };
  void refresh();
  const timer = setInterval(() => void refresh(), everyMs);
  return { refresh, stop: () => clearInterval(timer) };
}
