import { selectActiveAccount, updateEmail } from '@latch/core';
import { parseEmail } from '@latch/core/internal';
import { EmailForm } from '../../components/EmailForm/EmailForm.js';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';
import { fillParts } from '../../i18n/fillParts.js';
import { useMessages } from '../../i18n/useMessages.js';
import { updateEmailMessages } from './messages.js';

const isEmail = (text: string) => {
  try {
    parseEmail(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * UpdateEmailWallet (SPEC 4): the new address, checked as Connect's email field is; submitting it
 * asks the embedded wallet to start the update, whose codes the next views take in the frame.
 */
export default function UpdateEmailWallet() {
  const latch = useLatch();
  const current = useLatchSelector(selectActiveAccount)?.user?.email ?? '';
  const t = useMessages(updateEmailMessages);
  return (
    <EmailForm label={t('updateEmail.label')} isValid={isEmail} submit={(email) => updateEmail(latch, email)} className="latch-email latch-update-email">
      {current && (
        <p className="latch-lead latch-code__intro">
          {fillParts(t('updateEmail.current'), { email: <strong>{current}</strong> })}
        </p>
      )}
    </EmailForm>
  );
}
