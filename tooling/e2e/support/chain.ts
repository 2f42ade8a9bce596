import { Contract, JsonRpcProvider } from 'ethers';
import { devnetInfo } from './testWallet.js';

const ERC20 = ['function balanceOf(address owner) view returns (uint256)'];

/** `owner`'s native balance in wei, read from anvil itself (the devnet's unless `rpcUrl` names another). */
export async function ethBalanceOnChain(owner: string, rpcUrl = devnetInfo().rpcUrl): Promise<bigint> {
  const provider = new JsonRpcProvider(rpcUrl, undefined, { cacheTimeout: -1 });
  try {
    return await provider.getBalance(owner);
  } finally {
    provider.destroy();
  }
}

/** `owner`'s balance of the ERC-20 at `token`, in base units, read from anvil itself (the devnet's unless `rpcUrl` names another). */
export async function tokenBalanceOnChain(token: string, owner: string, rpcUrl = devnetInfo().rpcUrl): Promise<bigint> {
  const provider = new JsonRpcProvider(rpcUrl, undefined, { cacheTimeout: -1 });
  try {
    return (await new Contract(token, ERC20, provider).getFunction('balanceOf')(owner)) as bigint;
  } finally {
    provider.destroy();
  }
}
