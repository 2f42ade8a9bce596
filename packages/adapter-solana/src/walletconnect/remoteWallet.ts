// Loaded when a person picks WalletConnect or a kept session is restored.
import { Alerts, LatchError, LatchMessages, lazyOnce, walletConnectHub, type AdapterContext } from '@latch/core';
import { connectionError } from '@latch/core/walletconnect';
import type { SolanaWallet, WalletRequest } from '../connectors/types.js';
import type { SolanaWalletConnectOptions } from './options.js';
import type { WalletConnectPort } from './port.js';
import { configuredSolanaNetworks, solanaContribution } from './solanaNamespace.js';
import { walletConnectSolanaWallet } from './solanaSession.js';
import { universalSession } from './universalSession.js';

/**
 * The WalletConnect connector's wallet side and the Solana requests over its session: the one
 * `options.session` gives, else the session the Latch instance's hub carries (adapter-evm's, shared
 * with eip155: one QR code, one session), else one of this adapter's own.
 */
export function walletConnectWallets(options: SolanaWalletConnectOptions, latch: AdapterContext | undefined) {
  // The project id and metadata are the Latch instance's (ChainAdapter.init).
  if (!latch?.projectId) throw new LatchError(Alerts.projectIdNotConfigured.shortMessage);
  const { session: custom, ...own } = options;
  const context = { ...own, projectId: latch.projectId, metadata: latch.metadata };
  const hub = walletConnectHub(latch);
  const port = lazyOnce(async (): Promise<WalletConnectPort> => (custom ? custom(context) : hub.session ? hub.session() : universalSession(context, latch.signal)));

  return async ({ silent, networks, pairing }: WalletRequest): Promise<SolanaWallet | undefined> => {
    const session = await port.get();
    if (silent) {
      const kept = await session.restore();
      return kept ? walletConnectSolanaWallet(session, kept) : undefined;
    }
    let approved: unknown;
    try {
      approved = await session.open({ contribution: solanaContribution([...networks, ...configuredSolanaNetworks(latch)], options.chains), pairing });
    } catch (error) {
      throw connectionError(error);
    }
    const wallet = walletConnectSolanaWallet(session, approved);
    if (!wallet) {
      await session.close().catch(() => undefined);
      throw new LatchError(LatchMessages.walletReturnedNoAccount);
    }
    return wallet;
  };
}
