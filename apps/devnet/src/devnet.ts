import { devAccounts, type DevAccount } from './accounts.js';
import { startAnvil } from './anvil.js';
import { deployTokens, type DevTokenInfo, type DevTokenKey } from './deploy.js';

export const DEVNET_CHAIN_ID = 31337;

export interface Devnet {
  rpcUrl: string;
  chainId: number;
  accounts: DevAccount[];
  tokens: Record<DevTokenKey, DevTokenInfo>;
  stop(): Promise<void>;
}

/** Starts anvil, deploys the dev tokens and funds the dev accounts with them. */
export async function startDevnet({ port }: { port: number }): Promise<Devnet> {
  const anvil = await startAnvil({ port, chainId: DEVNET_CHAIN_ID });
  try {
    const accounts = devAccounts();
    const tokens = await deployTokens(anvil.rpcUrl, accounts);
    return { rpcUrl: anvil.rpcUrl, chainId: DEVNET_CHAIN_ID, accounts, tokens, stop: anvil.stop };
  } catch (error) {
    await anvil.stop();
    throw error;
  }
}
