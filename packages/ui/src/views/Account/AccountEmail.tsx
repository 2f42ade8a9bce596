import { pushView, selectActiveAccount } from '@latch/core';
import { selectCanUpdateEmail } from '@latch/core/internal';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';
import { useMessages } from '../../i18n/useMessages.js';
import { accountMessages } from './messages.js';

/** The embedded wallet's email, with "Update email" (SPEC 4); nothing for other wallets or a login without an email. */
export function AccountEmail() {
  const latch = useLatch();
  const canUpdate = useLatchSelector(selectCanUpdateEmail);
  const email = useLatchSelector(selectActiveAccount)?.user?.email;
  const t = useMessages(accountMessages);
  if (!canUpdate || !email) return null;
  return (
    <p className="latch-account__email">
      <span data-testid="latch-account-email">{email}</span>
      <button type="button" className="latch-account__choose-name" onClick={() => pushView(latch, 'UpdateEmailWallet')}>
        {t('account.updateEmail')}
      </button>
    </p>
  );
}
