import { pushView, rememberWallet, type Latch, type Wallet } from '@latch/core';
import { installedConnectorOf } from './installedConnector.js';
import { walletRouteData } from './walletRoute.js';

/**
 * A wallet picked from the listing: remembered as recent, then connected through its extension
 * when it is installed here, else through WalletConnect.
 */
export function pickWallet(latch: Latch, wallet: Wallet): void {
  rememberWallet(latch, wallet);
  const connector = installedConnectorOf(wallet, latch.getState().connectors.connectors);
  if (connector) pushView(latch, { view: 'ConnectingExternal', data: walletRouteData(wallet, { connectorId: connector.id }) });
  else pushView(latch, { view: 'ConnectingWalletConnect', data: walletRouteData(wallet) });
}
