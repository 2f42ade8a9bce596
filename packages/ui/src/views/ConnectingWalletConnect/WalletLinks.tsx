import { useState } from 'react';
import { type Wallet } from '@latch/core';
import { openWalletLink, type WalletLinkKind } from '@latch/core/internal';
import { useLatch } from '../../context/LatchContext.js';
import { useMessages } from '../../i18n/useMessages.js';
import { walletConnectMessages } from './messages.js';

const FIELD = { mobile: 'mobile_link', desktop: 'desktop_link', webapp: 'webapp_link' } as const;

/** Buttons that open the wallet's app or web app with the pairing: those of `kinds` the listing gives a link for. */
export function WalletLinks({ wallet, kinds, ready }: { wallet: Wallet; kinds: readonly WalletLinkKind[]; ready: boolean }) {
  const latch = useLatch();
  const t = useMessages(walletConnectMessages);
  const [refused, setRefused] = useState(false);
  const offered = kinds.filter((kind) => wallet[FIELD[kind]]);
  if (offered.length === 0) return null;

  const open = (kind: WalletLinkKind) => {
    try {
      openWalletLink(latch, wallet, kind);
      setRefused(false);
    } catch {
      // Core has already said why and reported it; here the person only needs another way in.
      setRefused(true);
    }
  };

  return (
    <div className="latch-wc__links">
      {offered.map((kind) => (
        <button key={kind} type="button" className={`latch-button${kind === 'mobile' ? '' : ' latch-button--secondary'}`} disabled={!ready} onClick={() => open(kind)}>
          {kind === 'mobile' ? t('wc.openMobile', { wallet: wallet.name }) : kind === 'desktop' ? t('wc.openDesktop') : t('wc.openWeb')}
        </button>
      ))}
      <p className="latch-wc__note" role="status">
        {refused ? t('wc.cannotOpen', { wallet: wallet.name }) : ''}
      </p>
    </div>
  );
}
