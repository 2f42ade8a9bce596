import { readFileSync } from 'node:fs';
import { ContractFactory, JsonRpcProvider, NonceManager, parseUnits, Wallet, type InterfaceAbi } from 'ethers';
import type { DevAccount } from './accounts.js';

export interface DevTokenInfo {
  address: string;
  name: string;
  symbol: string;
  decimals: number;
}

/** The tokens every dev account holds 1 000 000 of. */
export const DEV_TOKENS = [
  { key: 'usdc', name: 'USD Coin (Devnet)', symbol: 'USDC', decimals: 6 },
  { key: 'dai', name: 'Dai Stablecoin (Devnet)', symbol: 'DAI', decimals: 18 },
] as const;
export type DevTokenKey = (typeof DEV_TOKENS)[number]['key'];

export const FUNDED_TOKEN_AMOUNT = '1000000';

interface Artifact {
  abi: InterfaceAbi;
  bytecode: string;
}

function loadArtifact(name: string): Artifact {
  // src/ and dist/ both sit one level below the package root; the build writes to dist/.
  const path = new URL('../dist/contracts/artifacts.json', import.meta.url);
  let file: { artifacts: Record<string, Artifact> };
  try {
    file = JSON.parse(readFileSync(path, 'utf8'));
  } catch (cause) {
    throw new Error(`Contract artifacts are missing at ${path.pathname}: run the devnet build first.`, { cause });
  }
  const artifact = file.artifacts[name];
  if (!artifact) throw new Error(`No artifact named ${name}`);
  return artifact;
}

/** A provider that never serves a stale nonce or balance from cache (TOOLCHAIN.md). */
export const freshProvider = (rpcUrl: string) => new JsonRpcProvider(rpcUrl, undefined, { cacheTimeout: -1, pollingInterval: 50 });

/** Deploys the dev tokens from the first account, funding every account. */
export async function deployTokens(rpcUrl: string, accounts: DevAccount[]): Promise<Record<DevTokenKey, DevTokenInfo>> {
  const provider = freshProvider(rpcUrl);
  const deployer = new NonceManager(new Wallet(accounts[0]!.privateKey, provider));
  const { abi, bytecode } = loadArtifact('DevToken');
  const factory = new ContractFactory(abi, bytecode, deployer);
  const holders = accounts.map((a) => a.address);

  const deployed = await Promise.all(
    DEV_TOKENS.map(async ({ key, name, symbol, decimals }) => {
      const contract = await factory.deploy(name, symbol, decimals, holders, parseUnits(FUNDED_TOKEN_AMOUNT, decimals));
      await contract.waitForDeployment();
      return [key, { address: await contract.getAddress(), name, symbol, decimals }] as const;
    }),
  );
  provider.destroy();
  return Object.fromEntries(deployed) as Record<DevTokenKey, DevTokenInfo>;
}
