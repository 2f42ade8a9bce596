import { selectActiveAccount } from '@latch/core';
import { resetView } from '@latch/core/internal';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';
import { useMessages } from '../../i18n/useMessages.js';
import { registerNameMessages } from './messages.js';

/** RegisterAccountNameSuccess (SPEC 2): the name is the account's profile name now. */
export default function RegisterAccountNameSuccess() {
  const latch = useLatch();
  const name = useLatchSelector(selectActiveAccount)?.profileName;
  const t = useMessages(registerNameMessages);
  return (
    <div className="latch-register-name latch-register-name--done">
      <p className="latch-register-name__done" role="status">
        {name ? t('registerName.yours', { name }) : t('registerName.registered')}
      </p>
      <p className="latch-field-hint">{t('registerName.sendToIt')}</p>
      <button type="button" className="latch-button" onClick={() => resetView(latch, 'Account')}>
        {t('registerName.back')}
      </button>
    </div>
  );
}
