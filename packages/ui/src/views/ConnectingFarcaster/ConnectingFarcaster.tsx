import { useEffect, useState } from 'react';
import { connectFarcaster, messageOf, type Message } from '@latch/core';
import { FrameSlot } from '../../components/FrameSlot/FrameSlot.js';
import { useLatch } from '../../context/LatchContext.js';
import { useCoreText, useMessages } from '../../i18n/useMessages.js';
import { farcasterMessages } from './messages.js';

/**
 * SPEC 2's ConnectingFarcaster: the embedded wallet's own Farcaster screen is laid over this view.
 * It shows the sign-in link as a QR code and a link, and once the person's Farcaster app approved,
 * the account for the person to confirm; the link never reaches this page, so no dApp can approve it
 * with an account of its own. The view waits for the frame to hold the session, then connects;
 * leaving it cancels the frame's screen (and SPEC 2's rule reloads the auth connector).
 */
export default function ConnectingFarcaster() {
  const latch = useLatch();
  const [failure, setFailure] = useState<Message>();
  const t = useMessages(farcasterMessages);
  const coreText = useCoreText();

  useEffect(() => {
    let left = false;
    connectFarcaster(latch).catch((error: unknown) => {
      if (!left) setFailure(messageOf(error));
    });
    return () => {
      left = true;
    };
  }, [latch]);

  return (
    <div className="latch-code">
      <p className="latch-lead latch-code__intro">{t('farcaster.lead')}</p>
      {failure && (
        <p className="latch-error latch-email__error" role="alert">
          {coreText(failure)}
        </p>
      )}
      <FrameSlot testId="latch-farcaster-slot" />
    </div>
  );
}
