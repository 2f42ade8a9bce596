import { pushView, selectActiveAccount } from '@latch/core';
import { selectCanUpdateEmail } from '@latch/core/internal';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';

/** The embedded wallet's email, with "Update email" (SPEC 4); nothing for other wallets or a login without an email. */
export function AccountEmail() {
  const latch = useLatch();
  const canUpdate = useLatchSelector(selectCanUpdateEmail);
  const email = useLatchSelector(selectActiveAccount)?.user?.email;
  if (!canUpdate || !email) return null;
  return (
    <p className="latch-account__email">
      <span data-testid="latch-account-email">{email}</span>
      <button type="button" className="latch-account__choose-name" onClick={() => pushView(latch, 'UpdateEmailWallet')}>
        Update email
      </button>
    </p>
  );
}
