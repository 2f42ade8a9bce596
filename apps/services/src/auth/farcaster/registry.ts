// Reads Farcaster's ID registry through ethers, as the real chain's IdRegistry answers: the custody
// address of an fid (the zero address for an fid nobody registered).
import { Contract, getAddress } from 'ethers';
import { jsonRpcProvider } from '../../chain/chains.js';
import { HttpError } from '../../http/errors.js';
import type { ResolvedFarcasterConfig } from './config.js';
import { FARCASTER_MESSAGES } from './messages.js';

const ID_REGISTRY_READS = ['function custodyOf(uint256 fid) view returns (address)'];

export function custodyReader({ rpcUrl, chainId, idRegistry }: ResolvedFarcasterConfig): { custodyOf(fid: number): Promise<string>; destroy(): void } {
  const provider = jsonRpcProvider(rpcUrl, chainId);
  const registry = new Contract(idRegistry, ID_REGISTRY_READS, provider);
  return {
    async custodyOf(fid) {
      try {
        return getAddress((await registry.getFunction('custodyOf')(fid)) as string);
      } catch (error) {
        throw new HttpError(502, FARCASTER_MESSAGES.registryUnreachable).withLog('warn', 'the Farcaster ID registry could not be read', { err: error });
      }
    },
    destroy: () => provider.destroy(),
  };
}
