import { startBundler } from '../accountAbstraction/bundler.js';
import { deployAccountAbstraction, type AccountAbstractionContracts } from '../accountAbstraction/deploy.js';
import { devAccounts, LIQUIDITY_PROVIDER_ETH, liquidityProviderAccount, type DevAccount } from '../accounts.js';
import { setEthBalance, startAnvil } from '../anvil.js';
import type { DevTokenInfo } from '../deploy.js';
import type { DexContracts } from '../dex.js';
import { createPools } from '../pools.js';
import { priceTable, type PriceTable } from '../prices.js';
import { BASE_ADDRESSES, BASE_CHAIN_ID } from './base.js';
import { placeBaseContracts } from './baseContracts.js';

export interface BaseRehearsal {
  rpcUrl: string;
  chainId: number;
  accounts: DevAccount[];
  tokens: { usdc: DevTokenInfo };
  dex: DexContracts & { pairs: { usdcWeth: string } };
  prices: PriceTable;
  /** The ERC-4337 EntryPoint 0.8 and the account factory, at the addresses they have on every chain. */
  accountAbstraction: AccountAbstractionContracts;
  /** The bundler serving the EntryPoint on this chain, when one was asked for. */
  bundlerUrl?: string;
  stop(): Promise<void>;
}

export interface BaseRehearsalOptions {
  /** anvil's port; 0 takes a free one. */
  port: number;
  /** Starts an ERC-4337 bundler (alto) for this chain on the port (0 takes a free one); none when left out. */
  bundlerPort?: number;
}

/**
 * Starts an anvil that rehearses Base mainnet: chain id 8453; WETH, USDC and Uniswap V2's factory
 * and router at their Base addresses; a USDC/WETH pool at the devnet's prices; the dev accounts
 * holding ETH and USDC as on the devnet; the ERC-4337 contracts at their canonical addresses.
 */
export async function startBaseRehearsal({ port, bundlerPort }: BaseRehearsalOptions): Promise<BaseRehearsal> {
  const anvil = await startAnvil({ port, chainId: BASE_CHAIN_ID });
  const { rpcUrl } = anvil;
  try {
    const accounts = devAccounts();
    const liquidityProvider = liquidityProviderAccount();
    await setEthBalance(rpcUrl, liquidityProvider.address, LIQUIDITY_PROVIDER_ETH);
    const holders = [...accounts, liquidityProvider].map((account) => account.address);
    const [{ usdc, dex }, accountAbstraction] = await Promise.all([placeBaseContracts(rpcUrl, liquidityProvider, holders), deployAccountAbstraction(rpcUrl)]);
    const prices = priceTable({ usdc }, dex.weth);
    const pairs = await createPools(rpcUrl, liquidityProvider, dex, { usdc: usdc.address, weth: dex.weth }, prices, ['usdcWeth']);
    if (pairs.usdcWeth !== BASE_ADDRESSES.usdcWethPair) throw new Error(`The USDC/WETH pair landed at ${pairs.usdcWeth}, not at Base's ${BASE_ADDRESSES.usdcWethPair}.`);
    const bundler = bundlerPort === undefined ? undefined : await startBundler({ port: bundlerPort, rpcUrl, entryPoint: accountAbstraction.entryPoint });
    return {
      rpcUrl,
      chainId: BASE_CHAIN_ID,
      accounts,
      tokens: { usdc },
      dex: { ...dex, pairs },
      prices,
      accountAbstraction,
      ...(bundler ? { bundlerUrl: bundler.url } : {}),
      async stop() {
        await bundler?.stop();
        await anvil.stop();
      },
    };
  } catch (error) {
    await anvil.stop();
    throw error;
  }
}
