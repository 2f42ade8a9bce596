import { formatBalance, openModal, selectActiveAccount, selectIsModalOpen, shortenAddress } from '@latch/core';
import { useLatch, useLatchSelector, useTheme } from '../../context/LatchContext.js';
import { preloadView } from '../../views/registry.js';

export interface ConnectButtonProps {
  label?: string;
}

/** "Connect Wallet" while disconnected; the balance and short address once connected. Opens the modal. */
export function ConnectButton({ label = 'Connect Wallet' }: ConnectButtonProps) {
  const latch = useLatch();
  const { mode, style } = useTheme();
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
          {account.balance !== undefined && <span className="latch-connect-button__balance">{formatBalance(account.balance, account.balanceSymbol)}</span>}
          <span className="latch-connect-button__address">{shortenAddress(account.address!)}</span>
        </>
      ) : account?.status === 'connecting' ? (
        'Connecting…'
      ) : (
        label
      )}
    </button>
  );
}
