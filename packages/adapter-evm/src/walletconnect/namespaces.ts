// Namespace-agnostic on purpose: each chain namespace (eip155 here, solana later) contributes what it
// needs, and one session proposal asks for all of them.

/** What one chain namespace asks of a WalletConnect session. */
export interface NamespaceContribution {
  namespace: string;
  /** CAIP-2 chain ids in this namespace, e.g. `eip155:1`. */
  chains: string[];
  methods: string[];
  events: string[];
  /** RPC URL by chain reference (`1` for `eip155:1`). */
  rpcMap?: Record<string, string>;
}

/** One namespace of a session proposal. */
export interface NamespaceRequest {
  chains: string[];
  methods: string[];
  events: string[];
  rpcMap: Record<string, string>;
}

const union = (a: readonly string[] = [], b: readonly string[] = []) => [...new Set([...a, ...b])];

/**
 * The namespaces of a session proposal from every contribution; contributions to the same namespace
 * merge. A namespace with no chain is left out, since a wallet must refuse an empty one.
 */
export function buildNamespaces(contributions: readonly NamespaceContribution[]): Record<string, NamespaceRequest> {
  const namespaces: Record<string, NamespaceRequest> = {};
  for (const { namespace, chains, methods, events, rpcMap } of contributions) {
    const foreign = chains.find((chain) => !chain.startsWith(`${namespace}:`));
    if (foreign) throw new Error(`Chain ${foreign} is not in namespace ${namespace}.`);
    if (!chains.length) continue;
    const known = namespaces[namespace];
    namespaces[namespace] = {
      chains: union(known?.chains, chains),
      methods: union(known?.methods, methods),
      events: union(known?.events, events),
      rpcMap: { ...known?.rpcMap, ...rpcMap },
    };
  }
  return namespaces;
}
