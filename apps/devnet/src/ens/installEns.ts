// Puts ENS on a running anvil as it is on Ethereum: the registry at its canonical address (its
// runtime code placed there, the root owned by `owner`), falling back to an empty old registry at
// that one's address, with a public resolver and the reverse registrar owning `addr.reverse`.
import { Contract, ZeroHash, id, namehash, solidityPackedKeccak256, toBeHex, zeroPadValue } from 'ethers';
import type { DevAccount } from '../accounts.js';
import { deployContract } from '../deploy.js';
import { mined } from '../mined.js';
import { rpcCall } from '../rpc.js';
import { withSender } from '../sender.js';
import { ENS_OLD_REGISTRY_ADDRESS, ENS_REGISTRY_ADDRESS, ensArtifact } from './contracts.js';

export interface EnsContracts {
  registry: string;
  publicResolver: string;
  reverseRegistrar: string;
}

// ENSRegistry's storage: `records` (owner, then resolver and ttl) at slot 0, `operators` at 1;
// ENSRegistryWithFallback adds `old` at slot 2.
const RECORDS_SLOT = 0n;
const OLD_SLOT = 2n;
const ownerSlotOf = (node: string) => solidityPackedKeccak256(['bytes32', 'uint256'], [node, RECORDS_SLOT]);
const word = (value: string | bigint) => zeroPadValue(toBeHex(value), 32);

/** Installs ENS on the anvil at `rpcUrl`; `owner` owns the root, `reverse` and `eth`. */
export async function installEns(rpcUrl: string, owner: DevAccount): Promise<EnsContracts> {
  await rpcCall(rpcUrl, 'anvil_setCode', [ENS_OLD_REGISTRY_ADDRESS, ensArtifact('ENSRegistry').deployedBytecode]);
  await rpcCall(rpcUrl, 'anvil_setCode', [ENS_REGISTRY_ADDRESS, ensArtifact('ENSRegistryWithFallback').deployedBytecode]);
  await rpcCall(rpcUrl, 'anvil_setStorageAt', [ENS_REGISTRY_ADDRESS, ownerSlotOf(ZeroHash), word(owner.address)]);
  await rpcCall(rpcUrl, 'anvil_setStorageAt', [ENS_REGISTRY_ADDRESS, word(OLD_SLOT), word(ENS_OLD_REGISTRY_ADDRESS)]);
  return withSender(rpcUrl, owner, async (sender) => {
    const publicResolver = await deployContract(sender, ensArtifact('PublicResolver'), ENS_REGISTRY_ADDRESS);
    const reverseRegistrar = await deployContract(sender, ensArtifact('ReverseRegistrar'), ENS_REGISTRY_ADDRESS, publicResolver);
    const registry = new Contract(ENS_REGISTRY_ADDRESS, ensArtifact('ENSRegistryWithFallback').abi, sender);
    const setSubnodeOwner = registry.getFunction('setSubnodeOwner');
    await mined(setSubnodeOwner(ZeroHash, id('reverse'), owner.address));
    await mined(setSubnodeOwner(namehash('reverse'), id('addr'), reverseRegistrar));
    await mined(setSubnodeOwner(ZeroHash, id('eth'), owner.address));
    return { registry: ENS_REGISTRY_ADDRESS, publicResolver, reverseRegistrar };
  });
}
