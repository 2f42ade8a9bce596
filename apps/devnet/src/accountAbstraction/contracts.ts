import { concat, getCreate2Address, Interface, keccak256, ZeroHash } from 'ethers';
import { loadArtifact, type Artifact } from '../deploy.js';

/** Where the EntryPoint 0.8 lives on every chain; bundlers tell its version by this address. */
export const ENTRY_POINT_ADDRESS = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108';

/** The salt upstream deployed the EntryPoint 0.8 with through the deterministic deployer. */
export const ENTRY_POINT_SALT = '0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9';

/** The deterministic deployment proxy (CREATE2) that anvil has at genesis, as most chains do. */
export const DETERMINISTIC_DEPLOYER = '0x4e59b44847b379578588920cA78FbF26c0B4956C';

export type AccountAbstractionContract = 'EntryPoint' | 'SimpleAccountFactory' | 'SimpleAccount' | 'SessionAccountFactory' | 'SessionAccount';

/** A contract of @account-abstraction/contracts as the devnet build compiled it. */
export const accountAbstractionArtifact = (name: AccountAbstractionContract): Artifact => loadArtifact(name, 'account-abstraction.json');

/** The ABI of a contract of @account-abstraction/contracts, for encoding calls to it. */
export const accountAbstractionInterface = (name: AccountAbstractionContract) => new Interface(accountAbstractionArtifact(name).abi);

/** The salt the devnet deploys the account factory with. */
export const ACCOUNT_FACTORY_SALT = ZeroHash;

/** The factory of the embedded wallet's accounts: SessionAccount (contracts/sessions), SimpleAccount's functions plus session keys. */
export const ACCOUNT_FACTORY_CONTRACT = 'SessionAccountFactory' satisfies AccountAbstractionContract;
export const ACCOUNT_CONTRACT = 'SessionAccount' satisfies AccountAbstractionContract;

/** The account factory's creation code for the EntryPoint: its bytecode and constructor argument. */
export function accountFactoryInitCode(entryPoint = ENTRY_POINT_ADDRESS): string {
  const { abi, bytecode } = accountAbstractionArtifact(ACCOUNT_FACTORY_CONTRACT);
  return concat([bytecode, new Interface(abi).encodeDeploy([entryPoint])]);
}

/** Where the devnet's account factory is, at every start (the wallet frame's build bakes it in). */
export const devAccountFactoryAddress = () => getCreate2Address(DETERMINISTIC_DEPLOYER, ACCOUNT_FACTORY_SALT, keccak256(accountFactoryInitCode()));
