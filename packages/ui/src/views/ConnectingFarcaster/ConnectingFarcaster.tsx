import { useEffect, useState } from 'react';
import { connectFarcaster, errorMessage } from '@latch/core';
import { selectFarcasterUrl } from '@latch/core/internal';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';
import { CopyButton } from '../../components/CopyButton/CopyButton.js';
import { QrCode } from '../../components/QrCode/QrCode.js';
import { WalletIcon } from '../../components/WalletIcon/WalletIcon.js';
import { useCoreText, useMessages } from '../../i18n/useMessages.js';
import { farcasterMessages } from './messages.js';

/**
 * SPEC 2's ConnectingFarcaster: the wallet frame's Sign In With Farcaster link as a QR code and as a
 * link, until the person approves it in their Farcaster app; then the embedded wallet connects.
 * Leaving the view drops the link (core's SPEC 2 rule).
 */
export default function ConnectingFarcaster() {
  const latch = useLatch();
  const url = useLatchSelector(selectFarcasterUrl);
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string>();
  const t = useMessages(farcasterMessages);
  const coreText = useCoreText();

  useEffect(() => {
    let left = false;
    connectFarcaster(latch).catch((error: unknown) => {
      if (!left) setFailure(errorMessage(error));
    });
    return () => {
      left = true;
    };
  }, [latch, attempt]);

  return (
    <div className="latch-wc">
      <div className="latch-wc__wallet">
        <WalletIcon name="Farcaster" large />
        <p className="latch-wc__name">Farcaster</p>
      </div>
      {failure ? (
        <div className="latch-wc__stopped">
          <p className="latch-wc__error" role="alert">
            {coreText(failure)}
          </p>
          <button type="button" className="latch-button" onClick={() => {
              setFailure(undefined);
              setAttempt(attempt + 1);
            }}>
            {t('farcaster.tryAgain')}
          </button>
        </div>
      ) : (
        <>
          <p className="latch-wc__lead">{t('farcaster.lead')}</p>
          <QrCode uri={url} label={t('farcaster.qrLabel')} />
          {url && (
            <div className="latch-wc__copy">
              <a className="latch-button latch-button--secondary" href={url} target="_blank" rel="noopener noreferrer">
                {t('farcaster.open')}
              </a>
              <CopyButton text={url} label={t('farcaster.copy')} copied={t('farcaster.copied')} withText />
            </div>
          )}
        </>
      )}
    </div>
  );
}
