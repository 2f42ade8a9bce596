import { type ConnectorTypeOrderItem, type Wallet } from '@latch/core';
import { CONNECTOR_TYPE_GROUP, installedConnectorOf, type WalletConnectorRow } from '@latch/core/internal';

/** One row of Connect: a connector of this browser (or WalletConnect), or a wallet of the listing. */
export type ConnectEntry = { kind: 'connector'; connector: WalletConnectorRow } | { kind: 'wallet'; wallet: Wallet; group: 'recent' | 'featured' | 'recommended' };

/**
 * Connect's rows in the connector-type order (SPEC 2: walletConnect, recent, injected, featured,
 * custom, external, recommended by default). Listing wallets are offered only when WalletConnect
 * can reach them; one installed here shows once, as its browser connector; no wallet shows twice.
 */
export function connectEntries(
  connectors: readonly WalletConnectorRow[],
  listing: { recent: readonly Wallet[]; featured: readonly Wallet[]; recommended: readonly Wallet[] },
  order: readonly ConnectorTypeOrderItem[],
): ConnectEntry[] {
  const walletConnect = connectors.some((c) => c.type === 'WALLET_CONNECT');
  const seen = new Set<string>();
  const wallets = (group: 'recent' | 'featured' | 'recommended'): ConnectEntry[] =>
    walletConnect
      ? listing[group].filter((w) => !installedConnectorOf(w, connectors) && !seen.has(w.id) && seen.add(w.id)).map((wallet) => ({ kind: 'wallet', wallet, group }))
      : [];
  const groups = new Map<ConnectorTypeOrderItem, ConnectEntry[]>();
  for (const connector of connectors) {
    const group = CONNECTOR_TYPE_GROUP[connector.type];
    groups.set(group, [...(groups.get(group) ?? []), { kind: 'connector', connector }]);
  }
  // Recent first among the listing groups, so a recent wallet is not shown again as featured.
  groups.set('recent', wallets('recent'));
  groups.set('featured', wallets('featured'));
  groups.set('recommended', wallets('recommended'));
  const ordered = [...order, ...[...groups.keys()].filter((group) => !order.includes(group))];
  return ordered.flatMap((group) => groups.get(group) ?? []);
}
