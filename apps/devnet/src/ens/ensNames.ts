// Names on the ENS that installEns put on anvil: a forward record under `.eth` (its address and
// avatar text, on the public resolver) and an account's reverse record (its primary name).
import { Contract, id, namehash } from 'ethers';
import type { DevAccount } from '../accounts.js';
import { mined } from '../mined.js';
import { withSender } from '../sender.js';
import { ensArtifact } from './contracts.js';
import type { EnsContracts } from './installEns.js';

export interface EnsName {
  /** A name under `.eth`, e.g. `alice.eth`. */
  name: string;
  /** What the name resolves to (its `addr` record). */
  address: string;
  /** The `avatar` text record, if any. */
  avatar?: string;
}

/** Registers `name` under `.eth` from the owner of `eth` (installEns's owner), with its address and avatar records. */
export function registerEnsName(rpcUrl: string, ens: EnsContracts, owner: DevAccount, { name, address, avatar }: EnsName): Promise<void> {
  const [label, parent, ...rest] = name.split('.');
  if (!label || parent !== 'eth' || rest.length) throw new Error(`registerEnsName: ${name} is not a name directly under .eth`);
  return withSender(rpcUrl, owner, async (sender) => {
    const registry = new Contract(ens.registry, ensArtifact('ENSRegistryWithFallback').abi, sender);
    const resolver = new Contract(ens.publicResolver, ensArtifact('PublicResolver').abi, sender);
    const node = namehash(name);
    await mined(registry.getFunction('setSubnodeRecord')(namehash('eth'), id(label), owner.address, ens.publicResolver, 0));
    await mined(resolver.getFunction('setAddr')(node, address));
    if (avatar !== undefined) await mined(resolver.getFunction('setText')(node, 'avatar', avatar));
  });
}

/** Sets `account`'s reverse record (its primary name) to `name`, through the reverse registrar, as the account itself. */
export function setReverseName(rpcUrl: string, ens: EnsContracts, account: DevAccount, name: string): Promise<void> {
  return withSender(rpcUrl, account, async (sender) => {
    const registrar = new Contract(ens.reverseRegistrar, ensArtifact('ReverseRegistrar').abi, sender);
    await mined(registrar.getFunction('setName')(name));
  });
}
