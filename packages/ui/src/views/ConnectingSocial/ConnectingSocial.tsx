import { useEffect, useState } from 'react';
import { connectSocial, messageOf, type Message } from '@latch/core';
import { selectCurrentRoute, SOCIAL_PROVIDERS } from '@latch/core/internal';
import { FrameSlot } from '../../components/FrameSlot/FrameSlot.js';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';
import { useCoreText, useMessages } from '../../i18n/useMessages.js';
import { SOCIAL_NAMES } from '../Connect/socialNames.js';
import { socialMessages } from './messages.js';

/**
 * A social login, with the provider picked in Connect: the embedded wallet's own screen is laid over
 * this view, and the person's click there opens the provider's window, so the frame is its opener
 * and the only page its answer reaches. The view waits for the frame to hold the session, then
 * connects; leaving it cancels the frame's screen, which is no error to show.
 */
export default function ConnectingSocial() {
  const latch = useLatch();
  const route = useLatchSelector(selectCurrentRoute);
  const provider = SOCIAL_PROVIDERS.find((known) => known === route.data?.provider);
  const t = useMessages(socialMessages);
  const coreText = useCoreText();
  const [error, setError] = useState<Message>();

  useEffect(() => {
    if (!provider) return;
    let shown = true;
    connectSocial(latch, provider).catch((failure: unknown) => {
      if (shown) setError(messageOf(failure));
    });
    return () => {
      shown = false;
    };
  }, [latch, provider]);

  if (!provider) return null;
  return (
    <div className="latch-code">
      <p className="latch-lead latch-code__intro">{t('social.lead', { provider: SOCIAL_NAMES[provider] })}</p>
      {error && (
        <p className="latch-error latch-email__error" role="alert">
          {coreText(error)}
        </p>
      )}
      <FrameSlot testId="latch-social-slot" />
    </div>
  );
}
