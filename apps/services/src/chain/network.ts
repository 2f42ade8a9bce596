// The ethers Network of a configured chain: ethers' own definition of the chain id (its gas
// plugins), with ENS only where the chains file names a registry, never from the chain id alone.
import { EnsPlugin, Network } from 'ethers';

const ENS_PLUGIN = new EnsPlugin().name;

export function chainNetwork(reference: number, ensRegistry?: string): Network {
  const known = Network.from(reference);
  const network = new Network(known.name, reference);
  for (const plugin of known.plugins) if (plugin.name !== ENS_PLUGIN) network.attachPlugin(plugin.clone());
  if (ensRegistry) network.attachPlugin(new EnsPlugin(ensRegistry, reference));
  return network;
}
