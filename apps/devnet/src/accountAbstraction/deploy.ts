import { concat, getCreate2Address, keccak256, parseEther, toQuantity } from 'ethers';
import { accountAbstractionDeployerAccount } from '../accounts.js';
import { mined } from '../mined.js';
import { rpcCall } from '../rpc.js';
import { withSender, type InOrderSender } from '../sender.js';
import {
  ACCOUNT_FACTORY_ADDRESS,
  ACCOUNT_FACTORY_CONTRACT,
  ACCOUNT_FACTORY_SALT,
  accountAbstractionArtifact,
  DETERMINISTIC_DEPLOYER,
  ENTRY_POINT_ADDRESS,
  ENTRY_POINT_SALT,
  factoryInitCode,
  SESSION_ACCOUNT_FACTORY_CONTRACT,
  SESSION_ACCOUNT_FACTORY_SALT,
} from './contracts.js';

export interface AccountAbstractionContracts {
  /** The ERC-4337 EntryPoint 0.8, at its canonical address. */
  entryPoint: string;
  /** SimpleAccountFactory 0.8 at its address on public chains: the embedded wallet's account is its getAddress(owner key, 0). */
  accountFactory: string;
  /** The SessionAccountFactory whose accounts hold smart sessions (their owner: the person's SimpleAccount). */
  sessionAccountFactory: string;
}

/** Deploys `initCode` with CREATE2 through the deterministic deployer and resolves with the address it landed at. */
async function deployDeterministically(sender: InOrderSender, initCode: string, salt: string): Promise<string> {
  const address = getCreate2Address(DETERMINISTIC_DEPLOYER, salt, keccak256(initCode));
  await mined(sender.sendTransaction({ to: DETERMINISTIC_DEPLOYER, data: concat([salt, initCode]) }));
  const code = await sender.provider!.getCode(address);
  if (code === '0x') throw new Error(`The deterministic deployer did not create the contract at ${address}.`);
  return address;
}

/** Deploys `initCode` as upstream did and fails unless it lands where upstream's did. */
async function deployCanonically(sender: InOrderSender, name: string, initCode: string, salt: string, canonical: string): Promise<string> {
  const address = await deployDeterministically(sender, initCode, salt);
  if (address !== canonical) throw new Error(`The ${name} landed at ${address}, not at ${canonical}: its bytecode is not the released one.`);
  return address;
}

/**
 * Deploys the EntryPoint 0.8 and SimpleAccountFactory 0.8 at their canonical addresses and a
 * SessionAccountFactory, all through the deterministic deployer, so every address is the same at
 * every start.
 */
export async function deployAccountAbstraction(rpcUrl: string): Promise<AccountAbstractionContracts> {
  const deployer = accountAbstractionDeployerAccount();
  await rpcCall(rpcUrl, 'anvil_setBalance', [deployer.address, toQuantity(parseEther('10'))]);
  return withSender(rpcUrl, deployer, async (sender) => {
    const entryPoint = await deployCanonically(sender, 'EntryPoint', accountAbstractionArtifact('EntryPoint').bytecode, ENTRY_POINT_SALT, ENTRY_POINT_ADDRESS);
    const accountFactory = await deployCanonically(sender, ACCOUNT_FACTORY_CONTRACT, factoryInitCode(ACCOUNT_FACTORY_CONTRACT, entryPoint), ACCOUNT_FACTORY_SALT, ACCOUNT_FACTORY_ADDRESS);
    const sessionAccountFactory = await deployDeterministically(sender, factoryInitCode(SESSION_ACCOUNT_FACTORY_CONTRACT, entryPoint), SESSION_ACCOUNT_FACTORY_SALT);
    return { entryPoint, accountFactory, sessionAccountFactory };
  });
}
