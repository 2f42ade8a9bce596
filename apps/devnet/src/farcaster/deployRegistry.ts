import { parseEther, toQuantity } from 'ethers';
import { farcasterDeployerAccount } from '../accounts.js';
import { deployContract, loadArtifact } from '../deploy.js';
import { rpcCall } from '../rpc.js';
import { withSender } from '../sender.js';
import { devIdRegistryAddress } from './idRegistry.js';

/** Deploys Farcaster's ID registry from its own deployer (funded here), at devIdRegistryAddress(). */
export async function deployIdRegistry(rpcUrl: string): Promise<string> {
  const deployer = farcasterDeployerAccount();
  await rpcCall(rpcUrl, 'anvil_setBalance', [deployer.address, toQuantity(parseEther('1'))]);
  const address = await withSender(rpcUrl, deployer, (sender) => deployContract(sender, loadArtifact('IdRegistry')));
  if (address !== devIdRegistryAddress()) throw new Error(`The ID registry was deployed at ${address}, not ${devIdRegistryAddress()}: its deployer had sent before`);
  return address;
}
