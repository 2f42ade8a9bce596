import { useEffect, useState } from 'react';
import { errorMessage, selectCurrentView, selectRouteEmail, verifyEmailDevice, verifyEmailOtp } from '@latch/core';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';
import { useAuthFrameSlot } from '../../hooks/useAuthFrameSlot.js';

/**
 * EmailVerifyDevice and EmailVerifyOtp (SPEC 4): the code goes into the embedded wallet's own code
 * screen, laid over this view's slot as an approval is, so the dApp's page never sees a code. The
 * view waits for the frame to say the code was right: a new device's code leads to the login code,
 * the login code connects.
 */
export default function EmailCode() {
  const latch = useLatch();
  const device = useLatchSelector(selectCurrentView) === 'EmailVerifyDevice';
  const email = useLatchSelector(selectRouteEmail);
  const slot = useAuthFrameSlot<HTMLDivElement>();
  // The failure of a step, shown while that step's view is.
  const [failed, setFailed] = useState<{ device: boolean; message: string }>();
  const error = failed?.device === device ? failed.message : undefined;

  useEffect(() => {
    let shown = true;
    (device ? verifyEmailDevice(latch) : verifyEmailOtp(latch)).catch((failure: unknown) => {
      // Leaving the view cancels the frame's code screen; that is no error to show.
      if (shown) setFailed({ device, message: errorMessage(failure) });
    });
    return () => {
      shown = false;
    };
  }, [latch, device]);

  return (
    <div className="latch-code">
      <p className="latch-code__intro">
        {device ? 'This device is new: we emailed a device code to' : 'We emailed a 6-digit code to'} <strong>{email}</strong>. Type it into your
        embedded wallet below, on the wallet’s own site, and nowhere else.
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
