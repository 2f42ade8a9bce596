import type { DevAccount } from './accounts.js';
import { deployContract } from './deploy.js';
import { withSender } from './sender.js';
import { routerArtifact, uniswapArtifact } from './uniswap.js';

export interface DexContracts {
  weth: string;
  factory: string;
  router: string;
}

/** Deploys WETH9, the Uniswap V2 factory (owner as fee setter) and the router over both. */
export function deployDexContracts(rpcUrl: string, owner: DevAccount): Promise<DexContracts> {
  return withSender(rpcUrl, owner, async (sender) => {
    const [weth, factory] = await Promise.all([
      deployContract(sender, uniswapArtifact('WETH9')),
      deployContract(sender, uniswapArtifact('UniswapV2Factory'), owner.address),
    ]);
    return { weth, factory, router: await deployContract(sender, routerArtifact(), factory, weth) };
  });
}
