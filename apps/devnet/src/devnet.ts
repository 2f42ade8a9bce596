import { deployAccountAbstraction, type AccountAbstractionContracts } from './accountAbstraction/deploy.js';
import { devAccounts, LIQUIDITY_PROVIDER_ETH, liquidityProviderAccount, type DevAccount } from './accounts.js';
import { setEthBalance, startAnvil } from './anvil.js';
import { deployTokens, type DevTokenInfo, type DevTokenKey } from './deploy.js';
import { deployDexContracts, type DexContracts } from './dex.js';
import { deployIdRegistry } from './farcaster/deployRegistry.js';
import { createPools, type PoolKey } from './pools.js';
import { priceTable, type PriceTable } from './prices.js';

export const DEVNET_CHAIN_ID = 31337;

export interface DevDex extends DexContracts {
  /** The Uniswap V2 pair of each pool. */
  pairs: Record<PoolKey, string>;
}

export interface Devnet {
  rpcUrl: string;
  chainId: number;
  accounts: DevAccount[];
  tokens: Record<DevTokenKey, DevTokenInfo>;
  dex: DevDex;
  prices: PriceTable;
  /** Farcaster's ID registry (idOf, custodyOf), where a wallet registers an fid for its custody address. */
  idRegistry: string;
  /** The ERC-4337 EntryPoint 0.8 and the smart account factory; startBundler serves them. */
  accountAbstraction: AccountAbstractionContracts;
  stop(): Promise<void>;
}

/** Starts anvil, deploys the dev tokens, funds the dev accounts with them, opens Uniswap V2 pools and deploys Farcaster's ID registry and the ERC-4337 contracts. */
export async function startDevnet({ port }: { port: number }): Promise<Devnet> {
  const anvil = await startAnvil({ port, chainId: DEVNET_CHAIN_ID });
  const { rpcUrl } = anvil;
  try {
    const accounts = devAccounts();
    const liquidityProvider = liquidityProviderAccount();
    await setEthBalance(rpcUrl, liquidityProvider.address, LIQUIDITY_PROVIDER_ETH);
    const [tokens, contracts, idRegistry, accountAbstraction] = await Promise.all([
      deployTokens(rpcUrl, [...accounts, liquidityProvider]),
      deployDexContracts(rpcUrl, liquidityProvider),
      deployIdRegistry(rpcUrl),
      deployAccountAbstraction(rpcUrl),
    ]);
    const prices = priceTable(tokens, contracts.weth);
    const poolTokens = { usdc: tokens.usdc.address, dai: tokens.dai.address, weth: contracts.weth };
    const pairs = await createPools(rpcUrl, liquidityProvider, contracts, poolTokens, prices);
    return { rpcUrl, chainId: DEVNET_CHAIN_ID, accounts, tokens, dex: { ...contracts, pairs }, prices, idRegistry, accountAbstraction, stop: anvil.stop };
  } catch (error) {
    await anvil.stop();
    throw error;
  }
}
