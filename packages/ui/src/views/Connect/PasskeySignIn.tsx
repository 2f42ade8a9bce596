import { pushView } from '@latch/core';
import { useLatch } from '../../context/LatchContext.js';
import { useMessages } from '../../i18n/useMessages.js';
import { connectMessages } from './messages.js';

/** Connect's "Sign in with a passkey", where email login is: the ConnectingPasskey view lays the wallet's own passkey screen over itself. */
export function PasskeySignIn() {
  const latch = useLatch();
  const t = useMessages(connectMessages);
  return (
    <button type="button" className="latch-button latch-button--secondary latch-passkey-signin" onClick={() => pushView(latch, 'ConnectingPasskey')}>
      {t('connect.passkey')}
    </button>
  );
}
