import { selectCurrentView, verifyUpdateEmailPrimary, verifyUpdateEmailSecondary } from '@latch/core';
import { selectRouteEmail } from '@latch/core/internal';
import { FrameCodeSlot } from '../../components/FrameCodeSlot/FrameCodeSlot.js';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';
import { fillParts } from '../../i18n/fillParts.js';
import { useMessages } from '../../i18n/useMessages.js';
import { updateEmailMessages } from './messages.js';

/**
 * UpdateEmailPrimaryOtp and UpdateEmailSecondaryOtp (SPEC 4): as the login's code views, the code
 * goes into the embedded wallet's own code screen laid over this view, and the view waits for the
 * frame to say it was right: the current address's code leads to the new address's, which ends the
 * update on the Account.
 */
export default function UpdateEmailCode() {
  const latch = useLatch();
  const primary = useLatchSelector(selectCurrentView) === 'UpdateEmailPrimaryOtp';
  const email = useLatchSelector(selectRouteEmail);
  const t = useMessages(updateEmailMessages);
  return (
    <FrameCodeSlot
      step={primary ? 'primary' : 'secondary'}
      wait={() => (primary ? verifyUpdateEmailPrimary(latch) : verifyUpdateEmailSecondary(latch))}
      intro={fillParts(t(primary ? 'updateEmail.primary' : 'updateEmail.secondary'), { email: <strong>{email}</strong> })}
    />
  );
}
