import { readFileSync } from 'node:fs';
import { ContractFactory, parseUnits, type InterfaceAbi, type Signer } from 'ethers';
import type { DevAccount } from './accounts.js';
import { deployed } from './mined.js';
import { withSender } from './sender.js';

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

export interface Artifact {
  abi: InterfaceAbi;
  bytecode: string;
}

/** A contract the devnet build compiled, from dist/contracts/artifacts.json or another file the build wrote beside it. */
export function loadArtifact(name: string, fileName = 'artifacts.json'): Artifact {
  // src/ and dist/ both sit one level below the package root; the build writes to dist/.
  const path = new URL(`../dist/contracts/${fileName}`, import.meta.url);
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

/** Deploys a contract and resolves with its address once it is mined. */
export async function deployContract(signer: Signer, { abi, bytecode }: Artifact, ...args: unknown[]): Promise<string> {
  const contract = await deployed(await new ContractFactory(abi, bytecode, signer).deploy(...args));
  return contract.getAddress();
}

/** Deploys the dev tokens from the first account, funding every account. */
export async function deployTokens(rpcUrl: string, accounts: DevAccount[]): Promise<Record<DevTokenKey, DevTokenInfo>> {
  const artifact = loadArtifact('DevToken');
  const holders = accounts.map((a) => a.address);
  const deployed = await withSender(rpcUrl, accounts[0]!, (deployer) =>
    Promise.all(
      DEV_TOKENS.map(async ({ key, name, symbol, decimals }) => {
        const address = await deployContract(deployer, artifact, name, symbol, decimals, holders, parseUnits(FUNDED_TOKEN_AMOUNT, decimals));
        return [key, { address, name, symbol, decimals }] as const;
      }),
    ),
  );
  return Object.fromEntries(deployed) as Record<DevTokenKey, DevTokenInfo>;
}
