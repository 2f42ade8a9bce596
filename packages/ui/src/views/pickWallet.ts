import { rememberWallet, type ConnectorInfo, type Latch, type Wallet } from '@latch/core';
import { walletRouteData } from './walletRoute.js';

/** The browser's own connector for a listed wallet (same rdns), when it is installed here. */
export const installedConnectorOf = (wallet: Pick<Wallet, 'rdns'>, connectors: readonly ConnectorInfo[]) =>
  wallet.rdns ? connectors.find((c) => (c.type === 'ANNOUNCED' || c.type === 'INJECTED') && c.info?.rdns === wallet.rdns) : undefined;

/**
 * A wallet picked from the listing: remembered as recent, then connected through its extension
 * when it is installed here, else through WalletConnect.
 */
export function pickWallet(latch: Latch, wallet: Wallet): void {
  rememberWallet(latch, wallet);
  const connector = installedConnectorOf(wallet, latch.getState().connectors.connectors);
  if (connector) latch.push({ view: 'ConnectingExternal', data: walletRouteData(wallet, { connectorId: connector.id }) });
  else latch.push({ view: 'ConnectingWalletConnect', data: walletRouteData(wallet) });
}
