import { isChainNamespace, type ChainNamespace } from '../caip/namespaces.js';
import type { CaipNetwork } from '../caip/network.js';
import { LatchError } from '../errors/LatchError.js';
import { invalidNetwork } from '../errors/networkMessages.js';

/** A network as an app writes it: a `CaipNetwork` without the two fields its id and namespace decide. */
export interface NetworkDefinition extends Omit<CaipNetwork, 'caipNetworkId' | 'chainNamespace'> {
  /** `eip155` when left out. */
  chainNamespace?: ChainNamespace;
}

/** What `defineNetwork` returns: a `CaipNetwork` whose id, namespace and CAIP-2 id keep their literal types. */
export type DefinedNetwork<Id extends number | string, Namespace extends ChainNamespace> = CaipNetwork & {
  id: Id;
  chainNamespace: Namespace;
  caipNetworkId: `${Namespace}:${Id}`;
  assets: NonNullable<CaipNetwork['assets']>;
};

// Checked by hand, not by a zod schema: an app that imports one network should not carry a validator.
/** CAIP-2's reference syntax. */
const REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/;
const HTTP_URL = /^https?:\/\/[^\s/]+(\/\S*)?$/;
const WS_URL = /^wss?:\/\/[^\s/]+(\/\S*)?$/;

/** The first thing wrong with a network, in words, or undefined when it is a valid one. */
function problemOf(network: CaipNetwork): string | undefined {
  const { chainNamespace, id, name, nativeCurrency, rpcUrls, blockExplorers } = network;
  if (!isChainNamespace(chainNamespace)) return 'its namespace is not a CAIP-2 namespace (3 to 8 of a-z, 0-9, -)';
  if (!REFERENCE.test(String(id))) return 'its id is not a CAIP-2 reference (1 to 32 of a-z, A-Z, 0-9, - or _)';
  if (chainNamespace === 'eip155' && !(Number.isSafeInteger(id) && Number(id) > 0)) return 'an eip155 id is a positive integer';
  if (!name.trim()) return 'it has no name';
  if (!nativeCurrency.symbol.trim() || !Number.isInteger(nativeCurrency.decimals) || nativeCurrency.decimals < 0 || nativeCurrency.decimals > 255) {
    return 'its native currency needs a symbol and 0 to 255 decimals';
  }
  if (rpcUrls.default.http.length === 0 || !rpcUrls.default.http.every((url) => HTTP_URL.test(url))) return 'its RPC URLs must be one or more http or https URLs';
  if (!(rpcUrls.default.webSocket ?? []).every((url) => WS_URL.test(url))) return 'its WebSocket URLs must be ws or wss URLs';
  if (blockExplorers && !HTTP_URL.test(blockExplorers.default.url)) return 'its block explorer URL must be an http or https URL';
  return undefined;
}

/**
 * A network for `createLatch`, in the manner of viem's `defineChain`: its CAIP-2 id is written from
 * its namespace (`eip155` unless told) and id, and its icon is the services' asset image of that id
 * unless `assets` says otherwise. Throws "The network … is not valid: …" for a definition core could not use.
 */
export function defineNetwork<const Id extends number | string, const Namespace extends ChainNamespace = 'eip155'>(
  definition: NetworkDefinition & { id: Id; chainNamespace?: Namespace },
): DefinedNetwork<Id, Namespace> {
  const chainNamespace = definition.chainNamespace ?? 'eip155';
  const caipNetworkId = `${chainNamespace}:${definition.id}` as const;
  const network = { ...definition, chainNamespace, caipNetworkId, assets: definition.assets ?? { imageId: caipNetworkId } };
  const problem = problemOf(network);
  if (problem) throw new LatchError(invalidNetwork(caipNetworkId, problem));
  return network as DefinedNetwork<Id, Namespace>;
}
