import type { ConnectorInfo } from '../adapter/types.js';
import type { Wallet } from '../api/walletApi.js';
import { MOBILE_LINK_EXCEPTIONS, RECENT_WALLETS_MAX } from '../constants.js';

/** SPEC 9: on mobile, wallets with a mobile link plus the two named exceptions. */
export const forMobile = (wallets: readonly Wallet[]): Wallet[] =>
  wallets.filter((w) => Boolean(w.mobile_link) || (MOBILE_LINK_EXCEPTIONS as readonly string[]).includes(w.rdns ?? ''));

/** The recent list after picking `wallet`: newest first, no duplicates, at most 2 (SPEC 9). */
export const withRecent = (recent: readonly Wallet[], wallet: Wallet): Wallet[] =>
  [wallet, ...recent.filter((w) => w.id !== wallet.id)].slice(0, RECENT_WALLETS_MAX);

/** The wallets of `wallets` in the order of `ids`; ids the listing does not know are skipped. */
export const inOrderOf = (ids: readonly string[], wallets: readonly Wallet[]): Wallet[] =>
  ids.flatMap((id) => wallets.filter((w) => w.id === id).slice(0, 1));

/** A wallet of this browser: announced through EIP-6963 or injected as `window.ethereum`. */
export const isInstalledConnector = (connector: Pick<ConnectorInfo, 'type'>) => connector.type === 'ANNOUNCED' || connector.type === 'INJECTED';

/** The browser's own connector for a listed wallet (same rdns), when it is installed here. */
export const installedConnectorOf = (wallet: Pick<Wallet, 'rdns'>, connectors: readonly ConnectorInfo[]) =>
  wallet.rdns ? connectors.find((c) => isInstalledConnector(c) && c.info?.rdns === wallet.rdns) : undefined;

