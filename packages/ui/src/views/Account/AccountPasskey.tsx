import { pushView } from '@latch/core';
import { selectIsAuthConnector } from '@latch/core/internal';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';
import { useMessages } from '../../i18n/useMessages.js';
import { accountMessages } from './messages.js';

/** The Account's "Add a passkey", when connected through the embedded wallet (issue 17, point 6). */
export function AccountPasskey() {
  const latch = useLatch();
  const t = useMessages(accountMessages);
  if (!useLatchSelector(selectIsAuthConnector)) return null;
  return (
    <button type="button" className="latch-button latch-button--secondary latch-account__passkey" onClick={() => pushView(latch, 'AddPasskey')}>
      {t('account.addPasskey')}
    </button>
  );
}
