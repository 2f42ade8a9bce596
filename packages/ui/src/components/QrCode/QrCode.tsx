import { useMemo, type ReactNode } from 'react';
import { qrModules } from './qrModules.js';
import { useMessages } from '../../i18n/useMessages.js';
import { qrCodeMessages } from './messages.js';

/** The pairing URI as a QR code, drawn as SVG (no inline style, so a strict CSP allows it); a placeholder until the URI arrives. */
export function QrCode({ uri, label, icon }: { uri?: string; label: string; icon?: ReactNode }) {
  const qr = useMemo(() => (uri ? qrModules(uri) : undefined), [uri]);
  const t = useMessages(qrCodeMessages);
  if (!qr) {
    return (
      <div className="latch-qr latch-qr--loading" aria-busy="true">
        <span className="latch-visually-hidden">{t('qr.preparing')}</span>
      </div>
    );
  }
  return (
    <div className="latch-qr">
      <svg className="latch-qr__code" role="img" aria-label={label} viewBox={`0 0 ${qr.size} ${qr.size}`} shapeRendering="crispEdges">
        <path className="latch-qr__modules" d={qr.path} />
      </svg>
      {icon && (
        <span className="latch-qr__icon" aria-hidden="true">
          {icon}
        </span>
      )}
    </div>
  );
}
