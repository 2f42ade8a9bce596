import { useState } from 'react';
import { useMessages } from '../../i18n/useMessages.js';
import { walletConnectMessages } from './messages.js';

/** Copies the pairing URI, for a wallet on this device or one that pastes links; says whether it worked. */
export function CopyLink({ uri }: { uri?: string }) {
  const t = useMessages(walletConnectMessages);
  const [status, setStatus] = useState('');
  const copy = async () => {
    if (!uri) return;
    try {
      await navigator.clipboard.writeText(uri);
      setStatus(t('wc.copied'));
    } catch {
      // No clipboard (an insecure page) or permission refused.
      setStatus(t('wc.copyFailed'));
    }
  };
  return (
    <div className="latch-wc__copy">
      <button type="button" className="latch-button latch-button--secondary" disabled={!uri} onClick={() => void copy()}>
        {t('wc.copy')}
      </button>
      <p className="latch-wc__note" role="status">
        {status}
      </p>
    </div>
  );
}
