import type { ConnectorInfo, Wallet } from '@latch/core';

/** The browser's own connector for a listed wallet (same rdns), when it is installed here. */
export const installedConnectorOf = (wallet: Pick<Wallet, 'rdns'>, connectors: readonly ConnectorInfo[]) =>
  wallet.rdns ? connectors.find((c) => (c.type === 'ANNOUNCED' || c.type === 'INJECTED') && c.info?.rdns === wallet.rdns) : undefined;
