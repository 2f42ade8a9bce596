// The rehearsal of mainnet (issue 32, point 5): local chains that answer as Ethereum, Base and
// Solana mainnet, and the services' chains file for them, written as an operator writes one for the
// real chains and checked by the same schema. Only the upstream URLs and the dev keys are local.
import {
  ENS_REGISTRY_ADDRESS,
  liquidityProviderAccount,
  NATIVE_TOKEN_ADDRESS,
  startBaseRehearsal,
  startMainnetRehearsal,
  startSolanaRehearsal,
  type BaseRehearsal,
  type MainnetRehearsal,
  type PortName,
  type SolanaDevnet,
} from '@latch/devnet';
import { parseChains, WRAPPED_SOL_MINT, type ChainsFile } from '@latch/services';

export interface Rehearsal {
  /** Chain id 1, ENS at its canonical address, dev account 0 named latch-dev.eth. */
  mainnet: MainnetRehearsal;
  /** Chain id 8453, Base's WETH, USDC, Uniswap V2 and ERC-4337 contracts, with its bundler. */
  base: BaseRehearsal;
  /** Mainnet's genesis hash, USDC at its mainnet mint, Raydium's SOL/USDC vaults at their mainnet addresses. */
  solana: SolanaDevnet;
}

type Start = <T extends { stop(): Promise<void> }>(name: string, run: () => Promise<T>) => Promise<T>;

/** Starts the three rehearsal chains (and the Base bundler) on their ports, each as a part of the stack. */
export async function startRehearsal(ports: Record<PortName, number>, start: Start): Promise<Rehearsal> {
  const mainnet = await start('the Ethereum rehearsal', () => startMainnetRehearsal({ port: ports.mainnetRehearsal }));
  const base = await start('the Base rehearsal and its bundler', () => startBaseRehearsal({ port: ports.baseRehearsal, bundlerPort: ports.baseRehearsalBundler }));
  const solana = await start('the Solana rehearsal', () => startSolanaRehearsal({ port: ports.solanaRehearsal }));
  return { mainnet, base, solana };
}

/** The services' chains for the rehearsal: what apps/services/README.md's chains file says of Ethereum, Base and Solana mainnet. */
export function rehearsalChainsFile({ mainnet, base, solana }: Rehearsal): ChainsFile {
  const ether = { name: 'Ether', symbol: 'ETH', decimals: 18, usdPrice: base.prices[NATIVE_TOKEN_ADDRESS]!.usd };
  const { usdc } = base.tokens;
  const { entryPoint, accountFactory, sessionAccountFactory } = base.accountAbstraction;
  const entries = [
    { id: `eip155:${mainnet.chainId}`, name: 'ethereum', displayName: 'Ethereum', rpcUrl: mainnet.rpcUrl, nativeCurrency: ether, ens: { registry: ENS_REGISTRY_ADDRESS } },
    {
      id: `eip155:${base.chainId}`,
      name: 'base',
      displayName: 'Base',
      rpcUrl: base.rpcUrl,
      nativeCurrency: ether,
      tokens: [{ address: usdc.address, symbol: usdc.symbol, name: usdc.name, decimals: usdc.decimals, usdPrice: 1 }],
      prices: { kind: 'uniswapV2', quote: usdc.address },
      dex: { router: base.dex.router, factory: base.dex.factory, weth: base.dex.weth },
      smartAccount: { entryPoint, accountFactory, sessionAccountFactory, bundlerUrl: base.bundlerUrl },
      // The onramp pays its USDC from the liquidity provider, as on the devnet: a dev key.
      treasuryKey: liquidityProviderAccount().privateKey,
    },
    {
      id: solana.caipNetworkId,
      name: 'solana',
      displayName: 'Solana',
      rpcUrl: solana.rpcUrl,
      solUsdPrice: solana.solUsdcPool.solUsdPrice,
      tokens: [{ mint: solana.usdc.mint, symbol: solana.usdc.symbol, name: solana.usdc.name, decimals: solana.usdc.decimals, usdPrice: 1 }],
      prices: { kind: 'poolVaults', quote: solana.usdc.mint, pools: [{ base: WRAPPED_SOL_MINT, baseVault: solana.solUsdcPool.baseVault, quoteVault: solana.solUsdcPool.quoteVault }] },
      treasuryKey: solana.treasury.secretKeyBase58,
    },
  ];
  return parseChains(JSON.stringify(entries), 'the rehearsal chains file');
}
