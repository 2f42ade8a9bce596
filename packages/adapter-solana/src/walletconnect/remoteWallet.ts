// Loaded when a person picks WalletConnect or a kept session is restored.
import { Alerts, LatchError, WALLET_RETURNED_NO_ACCOUNT, type AdapterContext } from '@latch/core';
import type { SolanaWallet, WalletRequest } from '../connectors/types.js';
import { connectionError } from './errors.js';
import type { SolanaWalletConnectOptions } from './options.js';
import type { WalletConnectPort } from './port.js';
import { solanaContribution } from './solanaNamespace.js';
import { walletConnectSolanaWallet } from './solanaSession.js';
import { universalSession } from './universalSession.js';

/** The WalletConnect connector's wallet side: a session (its own, or the one `options.session` gives) and the Solana requests over it. */
export function walletConnectWallets(options: SolanaWalletConnectOptions, latch: AdapterContext | undefined) {
  // The project id and metadata are the Latch instance's (ChainAdapter.init).
  if (!latch?.projectId) throw new LatchError(Alerts.projectIdNotConfigured.shortMessage);
  const { session: shared, ...own } = options;
  const context = { ...own, projectId: latch.projectId, metadata: latch.metadata };
  const port: WalletConnectPort = shared ? shared(context) : universalSession(context);

  return async ({ silent, networks, pairing }: WalletRequest): Promise<SolanaWallet | undefined> => {
    if (silent) {
      const kept = await port.restore();
      return kept ? walletConnectSolanaWallet(port, kept) : undefined;
    }
    let session: unknown;
    try {
      session = await port.open({ contribution: solanaContribution(networks, options.chains), pairing });
    } catch (error) {
      throw connectionError(error);
    }
    const wallet = walletConnectSolanaWallet(port, session);
    if (!wallet) {
      await port.close().catch(() => undefined);
      throw new LatchError(WALLET_RETURNED_NO_ACCOUNT);
    }
    return wallet;
  };
}
