import type { ReactNode } from 'react';
import type { Pairing } from './usePairing.js';
import { QrCode } from '../../components/QrCode/QrCode.js';
import { CopyLink } from './CopyLink.js';

/** The QR code and its link while the pairing waits; otherwise why it stopped and how to start again. */
export function PairingPanel({ pairing, name, icon }: { pairing: Pairing; name: string; icon?: ReactNode }) {
  if (pairing.status === 'declined') {
    return (
      <div className="latch-wc__stopped">
        <p className="latch-wc__error" role="alert">
          {pairing.error}
        </p>
        <button type="button" className="latch-button" onClick={pairing.retry}>
          Try again
        </button>
      </div>
    );
  }
  if (pairing.status === 'expired') {
    return (
      <div className="latch-wc__stopped">
        <p className="latch-wc__lead" role="status">
          This QR code has expired.
        </p>
        <button type="button" className="latch-button" onClick={pairing.retry}>
          Refresh QR code
        </button>
      </div>
    );
  }
  return (
    <>
      <QrCode uri={pairing.uri} label={`QR code for connecting with ${name}`} icon={icon} />
      <CopyLink uri={pairing.uri} />
    </>
  );
}
