import { useEffect, useRef, useState } from 'react';
import { connect, messageOf, type Message } from '@latch/core';
import { selectCurrentRoute, selectPickedWallet, selectRouteConnector } from '@latch/core/internal';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';
import { WalletIcon } from '../../components/WalletIcon/WalletIcon.js';
import { useCoreText, useMessages } from '../../i18n/useMessages.js';
import { connectingExternalMessages } from './messages.js';

type Status = { kind: 'waiting' } | { kind: 'declined'; message: Message } | { kind: 'connected' };

/**
 * A browser wallet (injected or announced) asked to connect: waiting for the person to answer in
 * the wallet, declined with the wallet's reason and a retry, or connected (core then closes the modal).
 */
export default function ConnectingExternal() {
  const latch = useLatch();
  const t = useMessages(connectingExternalMessages);
  const coreText = useCoreText();
  const route = useLatchSelector(selectCurrentRoute);
  const connectorId = typeof route.data?.connectorId === 'string' ? route.data.connectorId : undefined;
  const connector = useLatchSelector(selectRouteConnector);
  const wallet = useLatchSelector(selectPickedWallet);
  const name = connector?.name ?? wallet?.name ?? t('connecting.yourWallet');
  const [status, setStatus] = useState<Status>({ kind: 'waiting' });
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);

  useEffect(() => {
    // One request per attempt, even when React runs effects twice.
    if (!connectorId || started.current === attempt) return;
    started.current = attempt;
    setStatus({ kind: 'waiting' });
    connect(latch, { connectorId }).then(
      () => setStatus({ kind: 'connected' }),
      (error: unknown) => setStatus({ kind: 'declined', message: messageOf(error) }),
    );
  }, [latch, connectorId, attempt]);

  if (!connectorId) return <p className="latch-error">{t('connecting.unreachable')}</p>;

  return (
    <div className="latch-connecting" aria-live="polite">
      <WalletIcon name={name} imageUrl={connector?.imageUrl ?? wallet?.image_url} large />
      {status.kind === 'waiting' && (
        <>
          <p className="latch-connecting__title">{t('connecting.continueIn', { wallet: name })}</p>
          <p className="latch-lead">{t('connecting.accept')}</p>
        </>
      )}
      {status.kind === 'declined' && (
        <>
          <p className="latch-connecting__title">{t('connecting.declined')}</p>
          <p className="latch-error" role="alert">
            {coreText(status.message)}
          </p>
          <button type="button" className="latch-button" onClick={() => setAttempt((n) => n + 1)}>
            {t('connecting.tryAgain')}
          </button>
        </>
      )}
      {status.kind === 'connected' && <p className="latch-connecting__title">{t('connecting.connected')}</p>}
    </div>
  );
}
