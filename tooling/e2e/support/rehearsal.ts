import { createDevProvider, devAccounts, mined, type DevAccount, type DevProvider } from '@latch/devnet';
import { JsonRpcProvider, parseEther, Wallet } from 'ethers';
import { z } from 'zod';

export interface RehearsalInfo {
  mainnet: { rpcUrl: string; chainId: number; primaryName: { address: string; name: string } };
  base: { rpcUrl: string; chainId: number; usdc: string };
  /** `accounts`: the dev keypairs' addresses, each holding SOL and USDC. */
  solana: { rpcUrl: string; caipNetworkId: string; accounts: string[] };
}

export const rehearsalInfo = (): RehearsalInfo => JSON.parse(process.env.LATCH_E2E_REHEARSAL ?? 'null') ?? raise('globalSetup did not start the rehearsal of mainnet');

function raise(message: string): never {
  throw new Error(message);
}

/** A wallet of `account` on the rehearsal's Ethereum or Base, for the EIP-6963 test wallet. */
export function rehearsalWallet(account: DevAccount, chain: 'mainnet' | 'base'): DevProvider {
  const { rpcUrl, chainId } = rehearsalInfo()[chain];
  return createDevProvider({ rpcUrl, privateKey: account.privateKey, chainId });
}

/** Sends `ether` on the Base rehearsal from dev account `from` to `to`, as anyone may fund an address (no faucet serves public chains). */
export async function fundOnBase(to: string, ether: string, from = devAccounts()[9]!): Promise<void> {
  const provider = new JsonRpcProvider(rehearsalInfo().base.rpcUrl, undefined, { cacheTimeout: -1 });
  try {
    await mined(new Wallet(from.privateKey, provider).sendTransaction({ to, value: parseEther(ether) }));
  } finally {
    provider.destroy();
  }
}

const airdropAnswer = z.object({ result: z.string() });

/** Asks the Solana rehearsal for an airdrop of `lamports` to `address` (its treasury pays, as the devnet's does). */
export async function airdropOnSolana(address: string, lamports: bigint): Promise<void> {
  const response = await fetch(rehearsalInfo().solana.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'requestAirdrop', params: [address, Number(lamports)] }),
  });
  airdropAnswer.parse(await response.json());
}
