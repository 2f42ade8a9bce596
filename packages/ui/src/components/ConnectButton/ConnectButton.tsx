import { formatBalance, openModal, selectActiveAccount, selectIsModalOpen, shortenAddress } from '@latch/core';
import { useLatch, useLatchSelector, useTheme } from '../../context/LatchContext.js';
import { preloadView } from '../../views/registry.js';
import { useMessages } from '../../i18n/useMessages.js';
import { connectButtonMessages } from './messages.js';

export interface ConnectButtonProps {
  /** The text while disconnected, in place of the locale's "Connect Wallet" (message id `button.connect`). */
  label?: string;
}

/** "Connect Wallet" while disconnected; the balance and short address once connected. Opens the modal. */
export function ConnectButton({ label }: ConnectButtonProps) {
  const latch = useLatch();
  const { mode, style, locale } = useTheme();
  const t = useMessages(connectButtonMessages);
  const account = useLatchSelector(selectActiveAccount);
  const open = useLatchSelector(selectIsModalOpen);
  const connected = account?.status === 'connected' && account.address;
  // A click right after the page loads must not wait for the view's chunk: it starts on the way to the button.
  const preload = () => preloadView(connected ? 'Account' : 'Connect');

  return (
    <button
      type="button"
      className="latch-root latch-button latch-connect-button"
      data-theme={mode}
      style={style}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={() => openModal(latch)}
      onPointerEnter={preload}
      onFocus={preload}
    >
      {connected ? (
        <>
          {account.balance !== undefined && <span className="latch-connect-button__balance">{formatBalance(account.balance, account.balanceSymbol, locale)}</span>}
          <span className="latch-connect-button__address">{shortenAddress(account.address!)}</span>
        </>
      ) : account?.status === 'connecting' ? (
        t('button.connecting')
      ) : (
        (label ?? t('button.connect'))
      )}
    </button>
  );
}
