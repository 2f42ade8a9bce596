import { useEffect, useState } from 'react';
import { addPasskey, connectPasskey, goBack, messageOf, selectCurrentView, type Message } from '@latch/core';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';
import { FrameSlot } from '../../components/FrameSlot/FrameSlot.js';
import { useCoreText, useMessages } from '../../i18n/useMessages.js';
import { passkeyMessages } from './messages.js';

/**
 * AddPasskey and ConnectingPasskey: the passkey is made or used by the embedded wallet's own
 * screen, laid over this view's slot as the email codes are, because WebAuthn runs only from a
 * click in the document of the wallet's origin (the relying party). The view waits for the frame
 * to say it is done: a sign-in then connects, an added passkey is said (and, where the person
 * sealed the wallet's backup under it in the frame, what that means for a new device).
 */
export default function Passkey() {
  const latch = useLatch();
  const adding = useLatchSelector(selectCurrentView) === 'AddPasskey';
  const t = useMessages(passkeyMessages);
  const coreText = useCoreText();
  const [error, setError] = useState<Message>();
  const [added, setAdded] = useState<{ sealed: boolean }>();

  useEffect(() => {
    let shown = true;
    (adding ? addPasskey(latch).then((outcome) => shown && setAdded(outcome)) : connectPasskey(latch)).catch((failure: unknown) => {
      // Leaving the view cancels the frame's passkey screen; that is no error to show.
      if (shown) setError(messageOf(failure));
    });
    return () => {
      shown = false;
    };
  }, [latch, adding]);

  if (added) {
    return (
      <div className="latch-code">
        <p className="latch-lead latch-code__intro" role="status">
          {t(added.sealed ? 'passkey.addedSealed' : 'passkey.added')}
        </p>
        <button type="button" className="latch-button" onClick={() => goBack(latch)}>
          {t('passkey.backToAccount')}
        </button>
      </div>
    );
  }

  return (
    <div className="latch-code">
      <p className="latch-lead latch-code__intro">
        {t(adding ? 'passkey.add' : 'passkey.signIn')}
      </p>
      {error && (
        <p className="latch-error latch-email__error" role="alert">
          {coreText(error)}
        </p>
      )}
      <FrameSlot testId="latch-passkey-slot" />
    </div>
  );
}
