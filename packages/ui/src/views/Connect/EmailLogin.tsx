import { useEffect, useState } from 'react';
import { EmailForm } from '../../components/EmailForm/EmailForm.js';
import { useLatch } from '../../context/LatchContext.js';
import { AFTER_OPEN_MS, whenIdle } from '../../hooks/whenIdle.js';
import { useMessages } from '../../i18n/useMessages.js';
import { connectMessages } from './messages.js';
import type * as EmailActionsModule from './emailActions.js';

type EmailActions = typeof EmailActionsModule;

const isEmail = (actions: EmailActions | undefined, text: string) => {
  if (!actions) return false;
  try {
    actions.parseEmail(text);
    return true;
  } catch {
    return false;
  }
};

/** Connect's email field: submit is on for a valid address (once the rule has loaded); a bad one says "Invalid email" once the person leaves the field. */
export function EmailLogin() {
  const latch = useLatch();
  const t = useMessages(connectMessages);
  const [actions, setActions] = useState<EmailActions>();
  // The rule loads once the view has painted, not in the click that opened it.
  useEffect(() => {
    let live = true;
    const cancel = whenIdle(() => void import('./emailActions.js').then((loaded) => live && setActions(loaded)), AFTER_OPEN_MS);
    return () => {
      live = false;
      cancel();
    };
  }, []);
  return <EmailForm label={t('connect.email')} isValid={(text) => isEmail(actions, text)} submit={async (email) => actions && actions.connectEmail(latch, email)} />;
}
