import { concat, getCreate2Address, Interface, keccak256, ZeroHash } from 'ethers';
import { loadArtifact, type Artifact } from '../deploy.js';

/** Where the EntryPoint 0.8 lives on every chain; bundlers tell its version by this address. */
export const ENTRY_POINT_ADDRESS = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108';

/** The salt upstream deployed the EntryPoint 0.8 with through the deterministic deployer. */
export const ENTRY_POINT_SALT = '0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9';

/**
 * Where SimpleAccountFactory 0.8 (for the EntryPoint 0.8) lives on public chains: upstream's
 * deployments/ethereum/SimpleAccountFactory.json, deployed by hardhat-deploy's deterministic
 * deployment (the deterministic deployer, salt 0, the EntryPoint as constructor argument).
 */
export const ACCOUNT_FACTORY_ADDRESS = '0x13E9ed32155810FDbd067D4522C492D6f68E5944';
export const ACCOUNT_FACTORY_SALT = ZeroHash;

/** The deterministic deployment proxy (CREATE2) that anvil has at genesis, as most chains do. */
export const DETERMINISTIC_DEPLOYER = '0x4e59b44847b379578588920cA78FbF26c0B4956C';

export type AccountAbstractionContract = 'EntryPoint' | 'SimpleAccountFactory' | 'SimpleAccount' | 'SessionAccountFactory' | 'SessionAccount';

/** A contract of @account-abstraction/contracts as the devnet build compiled it. */
export const accountAbstractionArtifact = (name: AccountAbstractionContract): Artifact => loadArtifact(name, 'account-abstraction.json');

/** The ABI of a contract of @account-abstraction/contracts, for encoding calls to it. */
export const accountAbstractionInterface = (name: AccountAbstractionContract) => new Interface(accountAbstractionArtifact(name).abi);

/** The embedded wallet's account: eth-infinitism's audited SimpleAccount, made by its factory. */
export const ACCOUNT_FACTORY_CONTRACT = 'SimpleAccountFactory' satisfies AccountAbstractionContract;
export const ACCOUNT_CONTRACT = 'SimpleAccount' satisfies AccountAbstractionContract;

/** The account a smart session lives in (contracts/sessions): no audited session module runs on SimpleAccount. */
export const SESSION_ACCOUNT_FACTORY_CONTRACT = 'SessionAccountFactory' satisfies AccountAbstractionContract;
export const SESSION_ACCOUNT_CONTRACT = 'SessionAccount' satisfies AccountAbstractionContract;
export const SESSION_ACCOUNT_FACTORY_SALT = ZeroHash;

/** A factory's creation code for the EntryPoint: its bytecode and constructor argument. */
export function factoryInitCode(contract: AccountAbstractionContract, entryPoint = ENTRY_POINT_ADDRESS): string {
  const { abi, bytecode } = accountAbstractionArtifact(contract);
  return concat([bytecode, new Interface(abi).encodeDeploy([entryPoint])]);
}

/** Where the session account factory is, at every start and on every chain it is deployed to so (an operator puts it there on a public chain: apps/services README, "Smart accounts"). */
export const devSessionAccountFactoryAddress = () =>
  getCreate2Address(DETERMINISTIC_DEPLOYER, SESSION_ACCOUNT_FACTORY_SALT, keccak256(factoryInitCode(SESSION_ACCOUNT_FACTORY_CONTRACT)));
