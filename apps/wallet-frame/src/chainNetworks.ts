// The frame's networks from the services' list of chains (GET /v1/chains): every EVM and Solana
// chain there, each reached through the services (its node by POST /v1, its bundler by
// POST /v1/bundler, with chainId and projectId as SPEC 7 says), never at an upstream URL.
import { CHAINS_UNAVAILABLE, NO_EVM_CHAIN } from './messages.js';
import { Networks, SolanaNetworks, type FrameNetwork, type SolanaFrameNetwork } from './networks.js';
import type { ServicesApi } from './services/api.js';
import type { FrameChain } from './services/chainsSchema.js';

/** Where the services answer, and the project the frame was opened for. */
export interface ServicesRoute {
  servicesUrl: string;
  projectId: string;
}

export interface FrameNetworks {
  networks: Networks;
  solanaNetworks: SolanaNetworks;
}

const through = ({ servicesUrl, projectId }: ServicesRoute, path: string, chainId: string) => `${servicesUrl}${path}?${new URLSearchParams({ chainId, projectId })}`;

function evmNetwork(chain: FrameChain, route: ServicesRoute): FrameNetwork {
  const chainId = Number(chain.id.slice('eip155:'.length));
  const { smartAccount } = chain;
  return {
    chainId,
    caipNetworkId: chain.id,
    name: chain.name,
    rpcUrl: through(route, '/v1', chain.id),
    nativeSymbol: chain.nativeCurrency.symbol,
    ...(smartAccount ? { smartAccount: { ...smartAccount, bundlerUrl: through(route, '/v1/bundler', chain.id) } } : {}),
  };
}

const solanaNetwork = (chain: FrameChain, route: ServicesRoute): SolanaFrameNetwork => ({ caipNetworkId: chain.id, name: chain.name, rpcUrl: through(route, '/v1', chain.id) });

/** The networks of `chains`, in their order: the first EVM chain is the default. */
export function networksFromChains(chains: readonly FrameChain[], route: ServicesRoute): FrameNetworks {
  const evm = chains.filter((chain) => chain.id.startsWith('eip155:'));
  if (!evm.length) throw new Error(NO_EVM_CHAIN);
  const solana = chains.filter((chain) => chain.id.startsWith('solana:'));
  return { networks: new Networks(evm.map((chain) => evmNetwork(chain, route))), solanaNetworks: new SolanaNetworks(solana.map((chain) => solanaNetwork(chain, route))) };
}

/** The services' chains as the frame's networks; a clear error when the services cannot say them. */
export async function loadNetworks(api: ServicesApi, route: ServicesRoute): Promise<FrameNetworks> {
  let chains: readonly FrameChain[];
  try {
    chains = await api.chains();
  } catch (error) {
    throw new Error(`${CHAINS_UNAVAILABLE}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return networksFromChains(chains, route);
}
