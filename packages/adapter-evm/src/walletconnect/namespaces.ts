// Namespace-agnostic on purpose: each chain namespace (eip155 here, solana through the hub) contributes
// what it needs, and one session proposal asks for all of them.
import type { NamespaceContribution, WalletConnectHub } from '@latch/core';

export type { NamespaceContribution } from '@latch/core';

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

/**
 * The namespaces of a proposal: `first` (what the namespace whose connect makes it asks, its chains
 * first), then what every namespace registered in `hub` asks. A namespace whose registration fails
 * is left out rather than failing the proposal.
 */
export async function proposalNamespaces(first: readonly NamespaceContribution[], hub: WalletConnectHub | undefined): Promise<Record<string, NamespaceRequest>> {
  const registered = await Promise.all([...(hub?.contributions.values() ?? [])].map((contribution) => contribution().catch(() => undefined)));
  return buildNamespaces([...first, ...registered.filter((contribution) => contribution !== undefined)]);
}
