import type { ConnectorInfo, Wallet } from '@latch/core';
import type { WalletConnectorRow } from '@latch/core/internal';
import { connectEntries } from './connectEntries.js';

const connector = (id: string, type: ConnectorInfo['type'], rdns?: string): WalletConnectorRow => ({ id, name: id, type, chain: 'eip155', info: rdns ? { rdns } : undefined, others: [] });
const wallet = (id: string, rdns?: string) => ({ id, name: id, rdns }) as Wallet;
const DEFAULT_ORDER = ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'] as const;
const label = (entries: ReturnType<typeof connectEntries>) => entries.map((e) => (e.kind === 'connector' ? e.connector.id : `${e.group}:${e.wallet.id}`));

describe('Connect rows', () => {
  const connectors = [connector('ledger', 'EXTERNAL'), connector('metamask', 'ANNOUNCED', 'io.metamask'), connector('walletConnect', 'WALLET_CONNECT')];
  const listing = { recent: [wallet('rainbow')], featured: [wallet('rainbow'), wallet('mm', 'io.metamask'), wallet('zerion')], recommended: [wallet('trust'), wallet('zerion')] };

  it('follows the default connector-type order, each wallet once, an installed one as its connector', () => {
    expect(label(connectEntries(connectors, listing, DEFAULT_ORDER))).toEqual(['walletConnect', 'recent:rainbow', 'metamask', 'featured:zerion', 'ledger', 'recommended:trust']);
  });

  it('follows a configured order, with groups it leaves out at the end', () => {
    expect(label(connectEntries(connectors, listing, ['injected', 'walletConnect']))).toEqual(['metamask', 'walletConnect', 'ledger', 'recent:rainbow', 'featured:zerion', 'recommended:trust']);
  });

  it('offers no listing wallet without WalletConnect to reach it', () => {
    expect(label(connectEntries(connectors.slice(0, 2), listing, DEFAULT_ORDER))).toEqual(['metamask', 'ledger']);
  });
});
