import { useId, useState } from 'react';
import { errorMessage, selectWalletConnectors } from '@latch/core';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';
import { WalletIcon } from '../../components/WalletIcon/WalletIcon.js';

const INSTALLED = new Set(['ANNOUNCED', 'INJECTED']);

/** The wallets of this browser; picking one asks it to connect, and a refusal can be retried. */
export default function Connect() {
  const latch = useLatch();
  const wallets = useLatchSelector(selectWalletConnectors);
  const [pendingId, setPendingId] = useState<string>();
  const [failure, setFailure] = useState<{ id: string; message: string }>();
  const errorId = useId();

  const connect = async (connectorId: string) => {
    setPendingId(connectorId);
    setFailure(undefined);
    try {
      await latch.connect({ connectorId });
    } catch (error) {
      setFailure({ id: connectorId, message: errorMessage(error) });
    } finally {
      setPendingId(undefined);
    }
  };

  if (wallets.length === 0) {
    return (
      <div className="latch-connect__empty">
        <p className="latch-connect__empty-title">No wallet found in this browser</p>
        <p className="latch-connect__hint">Install a browser wallet extension, then reload this page.</p>
      </div>
    );
  }

  return (
    <div className="latch-connect">
      <ul className="latch-connect__list">
        {wallets.map((wallet) => {
          const pending = pendingId === wallet.id;
          return (
            <li key={wallet.id}>
              <button
                type="button"
                className="latch-connect__wallet"
                disabled={pendingId !== undefined}
                aria-busy={pending || undefined}
                aria-describedby={failure?.id === wallet.id ? errorId : undefined}
                onClick={() => void connect(wallet.id)}
              >
                <WalletIcon name={wallet.name} imageUrl={wallet.imageUrl} />
                <span className="latch-connect__name">{wallet.name}</span>
                <span className="latch-connect__tag">{pending ? 'Requesting…' : INSTALLED.has(wallet.type) ? 'Installed' : ''}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {failure && (
        <p id={errorId} className="latch-connect__error" role="alert">
          {failure.message} Pick the wallet again to retry.
        </p>
      )}
    </div>
  );
}
