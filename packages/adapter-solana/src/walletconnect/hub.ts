import type { WalletConnectHub, WalletConnectHubKey } from '@latch/core';

/** Where this adapter finds the WalletConnect session it shares with the Latch instance's other adapters (AdapterContext.share). */
export const HUB_KEY: WalletConnectHubKey = 'walletconnect';

/** The hub as the first adapter to ask makes it: nothing registered, no session yet. */
export const emptyHub = (): WalletConnectHub => ({ contributions: new Map() });
