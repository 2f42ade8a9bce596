import { useEffect, useState } from 'react';
import { errorMessage, selectCurrentView, selectRouteEmail, verifyUpdateEmailPrimary, verifyUpdateEmailSecondary } from '@latch/core';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';
import { useAuthFrameSlot } from '../../hooks/useAuthFrameSlot.js';

/**
 * UpdateEmailPrimaryOtp and UpdateEmailSecondaryOtp (SPEC 4): as the login's code views, the code
 * goes into the embedded wallet's own code screen laid over this view's slot, and the view waits
 * for the frame to say it was right: the current address's code leads to the new address's, which
 * ends the update on the Account.
 */
export default function UpdateEmailCode() {
  const latch = useLatch();
  const primary = useLatchSelector(selectCurrentView) === 'UpdateEmailPrimaryOtp';
  const email = useLatchSelector(selectRouteEmail);
  const slot = useAuthFrameSlot<HTMLDivElement>();
  const [failed, setFailed] = useState<{ primary: boolean; message: string }>();
  const error = failed?.primary === primary ? failed.message : undefined;

  useEffect(() => {
    let shown = true;
    (primary ? verifyUpdateEmailPrimary(latch) : verifyUpdateEmailSecondary(latch)).catch((failure: unknown) => {
      // Leaving the view cancels the frame's code screen; that is no error to show.
      if (shown) setFailed({ primary, message: errorMessage(failure) });
    });
    return () => {
      shown = false;
    };
  }, [latch, primary]);

  return (
    <div className="latch-code">
      <p className="latch-code__intro">
        {primary ? 'To change your email, we emailed a code to your current address' : 'We emailed a code to your new address'} <strong>{email}</strong>. Type it
        into your embedded wallet below, on the wallet’s own site, and nowhere else.
      </p>
      {error && (
        <p className="latch-email__error" role="alert">
          {error}
        </p>
      )}
      <div ref={slot} className="latch-approve__slot" data-testid="latch-code-slot">
        <p className="latch-approve__loading">Loading the wallet…</p>
      </div>
    </div>
  );
}
