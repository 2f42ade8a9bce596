// The embedded wallet's smart account of a key, on each chain that has one: its factory's
// getAddress(key, 0), as the wallet frame derives it (wallet-frame src/smartAccount/sender.ts). A
// dApp shows the smart account, not the key's address, so a notice that names a wallet names both.
import { Contract, getAddress } from 'ethers';
import { currentLog } from '../observability/current.js';
import type { ChainSet } from './chains.js';

const FACTORY_ABI = ['function getAddress(address owner, uint256 salt) view returns (address)'];
const ACCOUNT_SALT = 0n;

/** How long a notice waits for a chain's answer; without it the notice names the key's address alone. */
const SMART_ACCOUNT_LOOKUP_MS = 3_000;

/** A wallet as a person is told of it: its key's address and that key's smart accounts (one per factory, most often one for every chain). */
export interface NamedWallet {
  address: string;
  smartAccounts: string[];
}

export type WalletNamer = (address: string) => Promise<NamedWallet>;

function withinLookupTime<T>(work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${SMART_ACCOUNT_LOOKUP_MS} ms`)), SMART_ACCOUNT_LOOKUP_MS)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Names a key's wallet with its smart accounts on `chains`; a chain that fails to answer is left out (and logged), never fails the caller. */
export function walletNamer(chains: ChainSet): WalletNamer {
  return async (address) => {
    const found = await Promise.all(
      chains.list.flatMap((chain) => {
        const factory = chain.config.smartAccount?.accountFactory;
        if (!factory) return [];
        const lookup = new Contract(factory, FACTORY_ABI, chain.provider).getFunction('getAddress')(address, ACCOUNT_SALT) as Promise<string>;
        return withinLookupTime(lookup).then(
          (account) => getAddress(account),
          // Its code only: an RPC error quotes the call, and with it the key's address.
          (error: unknown) => void currentLog().warn({ chain: chain.id, code: (error as { code?: unknown }).code ?? 'TIMEOUT' }, 'a smart account lookup failed: the notice names the key alone'),
        );
      }),
    );
    return { address, smartAccounts: [...new Set(found.filter((account) => account !== undefined))] };
  };
}
