import { useState } from 'react';

/** Copies the pairing URI, for a wallet on this device or one that pastes links; says whether it worked. */
export function CopyLink({ uri }: { uri?: string }) {
  const [status, setStatus] = useState('');
  const copy = async () => {
    if (!uri) return;
    try {
      await navigator.clipboard.writeText(uri);
      setStatus('Link copied');
    } catch {
      // No clipboard (an insecure page) or permission refused.
      setStatus('The link could not be copied.');
    }
  };
  return (
    <div className="latch-wc__copy">
      <button type="button" className="latch-button latch-button--secondary" disabled={!uri} onClick={() => void copy()}>
        Copy link
      </button>
      <p className="latch-wc__note" role="status">
        {status}
      </p>
    </div>
  );
}
