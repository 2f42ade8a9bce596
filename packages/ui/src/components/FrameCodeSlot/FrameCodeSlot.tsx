import { useEffect, useRef, useState, type ReactNode } from 'react';
import { messageOf, type Message } from '@latch/core';
import { useAuthFrameSlot } from '../../hooks/useAuthFrameSlot.js';
import { useCoreText, useMessages } from '../../i18n/useMessages.js';
import { frameSlotMessages } from './messages.js';

export interface FrameCodeSlotProps {
  /** The code step shown; a new step waits anew. */
  step: string;
  /** Waits until the person typed the step's code into the frame and it was right. */
  wait(): Promise<unknown>;
  /** What the view says above the slot. */
  intro: ReactNode;
}

/**
 * A code view's body: the embedded wallet's own code screen laid over the slot, so the dApp's page
 * never sees a code, and the step's failure in its words. Leaving the view cancels the frame's code
 * screen, which is no error to show.
 */
export function FrameCodeSlot({ step, wait, intro }: FrameCodeSlotProps) {
  const slot = useAuthFrameSlot<HTMLDivElement>();
  const t = useMessages(frameSlotMessages);
  const coreText = useCoreText();
  const [failed, setFailed] = useState<{ step: string; message: Message }>();
  const error = failed?.step === step ? failed.message : undefined;
  const waitFor = useRef(wait);
  // Declared first, so it runs before the wait below: the step's latest function.
  useEffect(() => {
    waitFor.current = wait;
  });

  useEffect(() => {
    let shown = true;
    waitFor.current().catch((failure: unknown) => {
      if (shown) setFailed({ step, message: messageOf(failure) });
    });
    return () => {
      shown = false;
    };
  }, [step]);

  return (
    <div className="latch-code">
      <p className="latch-lead latch-code__intro">{intro}</p>
      {error && (
        <p className="latch-error latch-email__error" role="alert">
          {coreText(error)}
        </p>
      )}
      <div ref={slot} className="latch-approve__slot" data-testid="latch-code-slot">
        <p className="latch-lead">{t('frameSlot.loading')}</p>
      </div>
    </div>
  );
}
