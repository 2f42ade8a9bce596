// Farcaster's ID registry on the devnet (contracts/IdRegistry.sol): where it is, and what a wallet
// or the services call on it. No Node module here: the sample wallet's page uses it too.
import { Contract, getCreateAddress, type ContractRunner, type Signer } from 'ethers';
import { farcasterDeployerAccount } from '../accounts.js';
import { mined } from '../mined.js';

/** The functions of Farcaster's IdRegistry that the devnet's has, with the same signatures. */
export const ID_REGISTRY_ABI = [
  'function idOf(address owner) view returns (uint256)',
  'function custodyOf(uint256 fid) view returns (address)',
  'function recoveryOf(uint256 fid) view returns (address)',
  'function idCounter() view returns (uint256)',
  'function register(address recovery) returns (uint256)',
  'event Register(address indexed to, uint256 indexed id, address recovery)',
] as const;

/** Where the devnet deploys the registry: its deployer's first transaction, so the same address at every start. */
export const devIdRegistryAddress = (): string => getCreateAddress({ from: farcasterDeployerAccount().address, nonce: 0 });

export const idRegistry = (address: string, runner: ContractRunner) => new Contract(address, ID_REGISTRY_ABI, runner);

/** The fid whose custody address `owner` is; 0n when it has none. */
export async function fidOf(registry: string, owner: string, runner: ContractRunner): Promise<bigint> {
  return (await idRegistry(registry, runner).getFunction('idOf')(owner)) as bigint;
}

/** The custody address's fid, registered now (one transaction from it) if it has none yet. */
export async function ensureFid(registry: string, custody: Signer): Promise<{ fid: bigint; registered: boolean }> {
  const owner = await custody.getAddress();
  const known = await fidOf(registry, owner, custody);
  if (known !== 0n) return { fid: known, registered: false };
  await mined(idRegistry(registry, custody).getFunction('register')(owner));
  return { fid: await fidOf(registry, owner, custody), registered: true };
}
