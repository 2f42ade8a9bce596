import type { ReactNode } from 'react';
import type { Pairing } from './usePairing.js';
import { QrCode } from '../../components/QrCode/QrCode.js';
import { CopyLink } from './CopyLink.js';
import { useCoreText, useMessages } from '../../i18n/useMessages.js';
import { walletConnectMessages } from './messages.js';

/** The QR code and its link while the pairing waits; otherwise why it stopped and how to start again. */
export function PairingPanel({ pairing, name, icon }: { pairing: Pairing; name: string; icon?: ReactNode }) {
  const t = useMessages(walletConnectMessages);
  const coreText = useCoreText();
  if (pairing.status === 'declined') {
    return (
      <div className="latch-wc__stopped">
        <p className="latch-error" role="alert">
          {pairing.error && coreText(pairing.error)}
        </p>
        <button type="button" className="latch-button" onClick={pairing.retry}>
          {t('wc.tryAgain')}
        </button>
      </div>
    );
  }
  if (pairing.status === 'expired') {
    return (
      <div className="latch-wc__stopped">
        <p className="latch-lead" role="status">
          {t('wc.expired')}
        </p>
        <button type="button" className="latch-button" onClick={pairing.retry}>
          {t('wc.refresh')}
        </button>
      </div>
    );
  }
  return (
    <>
      <QrCode uri={pairing.uri} label={t('wc.qrLabel', { wallet: name })} icon={icon} />
      <CopyLink uri={pairing.uri} />
    </>
  );
}
