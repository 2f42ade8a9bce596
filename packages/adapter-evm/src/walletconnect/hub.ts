import type { WalletConnectHub, WalletConnectHubKey } from '@latch/core';

/** Where the adapters of one Latch instance find the shared WalletConnect session (AdapterContext.share). */
export const HUB_KEY: WalletConnectHubKey = 'walletconnect';

/** An empty hub, for whichever adapter asks first. */
export const newWalletConnectHub = (): WalletConnectHub => ({ contributions: new Map() });
