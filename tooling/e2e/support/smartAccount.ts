import { ACCOUNT_CONTRACT, ACCOUNT_FACTORY_ADDRESS, ACCOUNT_FACTORY_CONTRACT, accountAbstractionInterface } from '@latch/devnet';
import { Contract, JsonRpcProvider } from 'ethers';
import { devnetInfo } from './testWallet.js';

/** What anvil says of a smart account: whether it has code and, once it has, its owner and the address the factory gives that owner. */
export async function smartAccountOnChain(address: string): Promise<{ deployed: boolean; owner?: string; factoryAddressOfOwner?: string }> {
  const provider = new JsonRpcProvider(devnetInfo().rpcUrl, undefined, { cacheTimeout: -1 });
  try {
    if ((await provider.getCode(address)) === '0x') return { deployed: false };
    const owner = (await new Contract(address, accountAbstractionInterface(ACCOUNT_CONTRACT), provider).getFunction('owner')()) as string;
    return { deployed: true, owner, factoryAddressOfOwner: await factoryAddressOf(owner, provider) };
  } finally {
    provider.destroy();
  }
}

/** The counterfactual smart account of `owner` (salt 0), as SimpleAccountFactory 0.8 computes it. */
export async function factoryAddressOf(owner: string, provider?: JsonRpcProvider): Promise<string> {
  const own = provider ?? new JsonRpcProvider(devnetInfo().rpcUrl, undefined, { cacheTimeout: -1 });
  try {
    return (await new Contract(ACCOUNT_FACTORY_ADDRESS, accountAbstractionInterface(ACCOUNT_FACTORY_CONTRACT), own).getFunction('getAddress')(owner, 0n)) as string;
  } finally {
    if (!provider) own.destroy();
  }
}
