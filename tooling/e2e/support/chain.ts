import { Contract, JsonRpcProvider } from 'ethers';
import { devnetInfo } from './testWallet.js';

const ERC20 = ['function balanceOf(address owner) view returns (uint256)'];

/** `owner`'s native balance in wei, read from anvil itself. */
export async function ethBalanceOnChain(owner: string): Promise<bigint> {
  const provider = new JsonRpcProvider(devnetInfo().rpcUrl, undefined, { cacheTimeout: -1 });
  try {
    return await provider.getBalance(owner);
  } finally {
    provider.destroy();
  }
}

/** `owner`'s balance of the ERC-20 at `token`, in base units, read from anvil itself. */
export async function tokenBalanceOnChain(token: string, owner: string): Promise<bigint> {
  const provider = new JsonRpcProvider(devnetInfo().rpcUrl, undefined, { cacheTimeout: -1 });
  try {
    return (await new Contract(token, ERC20, provider).getFunction('balanceOf')(owner)) as bigint;
  } finally {
    provider.destroy();
  }
}
