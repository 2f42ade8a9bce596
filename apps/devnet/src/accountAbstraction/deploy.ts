import { concat, getCreate2Address, keccak256, parseEther, toQuantity } from 'ethers';
import { accountAbstractionDeployerAccount } from '../accounts.js';
import { rpcCall } from '../rpc.js';
import { withSender, type InOrderSender } from '../sender.js';
import { ACCOUNT_FACTORY_SALT, accountAbstractionArtifact, accountFactoryInitCode, DETERMINISTIC_DEPLOYER, ENTRY_POINT_ADDRESS, ENTRY_POINT_SALT } from './contracts.js';

export interface AccountAbstractionContracts {
  /** The ERC-4337 EntryPoint 0.8, at its canonical address. */
  entryPoint: string;
  /** The SessionAccountFactory whose accounts the embedded wallet uses (owner key, salt 0). */
  accountFactory: string;
}

/** Deploys `initCode` with CREATE2 through the deterministic deployer and resolves with the address it landed at. */
async function deployDeterministically(sender: InOrderSender, initCode: string, salt: string): Promise<string> {
  const address = getCreate2Address(DETERMINISTIC_DEPLOYER, salt, keccak256(initCode));
  const receipt = await (await sender.sendTransaction({ to: DETERMINISTIC_DEPLOYER, data: concat([salt, initCode]) })).wait();
  const code = await sender.provider!.getCode(address);
  if (receipt?.status !== 1 || code === '0x') throw new Error(`The deterministic deployer did not create the contract at ${address}.`);
  return address;
}

/**
 * Deploys the EntryPoint 0.8 at its canonical address and a SessionAccountFactory for it, both
 * through the deterministic deployer, so both addresses are the same at every start.
 */
export async function deployAccountAbstraction(rpcUrl: string): Promise<AccountAbstractionContracts> {
  const deployer = accountAbstractionDeployerAccount();
  await rpcCall(rpcUrl, 'anvil_setBalance', [deployer.address, toQuantity(parseEther('10'))]);
  return withSender(rpcUrl, deployer, async (sender) => {
    const entryPoint = await deployDeterministically(sender, accountAbstractionArtifact('EntryPoint').bytecode, ENTRY_POINT_SALT);
    if (entryPoint !== ENTRY_POINT_ADDRESS) throw new Error(`The EntryPoint landed at ${entryPoint}, not at ${ENTRY_POINT_ADDRESS}: its bytecode is not the released one.`);
    const accountFactory = await deployDeterministically(sender, accountFactoryInitCode(entryPoint), ACCOUNT_FACTORY_SALT);
    return { entryPoint, accountFactory };
  });
}
