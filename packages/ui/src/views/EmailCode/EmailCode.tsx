import { selectCurrentView, verifyEmailDevice, verifyEmailOtp } from '@latch/core';
import { selectRouteEmail } from '@latch/core/internal';
import { FrameCodeSlot } from '../../components/FrameCodeSlot/FrameCodeSlot.js';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';
import { fillParts } from '../../i18n/fillParts.js';
import { useMessages } from '../../i18n/useMessages.js';
import { emailCodeMessages } from './messages.js';

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
  const t = useMessages(emailCodeMessages);
  return (
    <FrameCodeSlot
      step={device ? 'device' : 'otp'}
      wait={() => (device ? verifyEmailDevice(latch) : verifyEmailOtp(latch))}
      intro={fillParts(t(device ? 'emailCode.device' : 'emailCode.otp'), { email: <strong>{email}</strong> })}
    />
  );
}
