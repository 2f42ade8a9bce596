import { useAuthFrameSlot } from '../../hooks/useAuthFrameSlot.js';
import { useMessages } from '../../i18n/useMessages.js';
import { frameSlotMessages } from '../FrameCodeSlot/messages.js';

/** Where the embedded wallet's own screen lies while a view waits on it: unmounted once done, which hides the frame. */
export function FrameSlot({ testId }: { testId: string }) {
  const slot = useAuthFrameSlot<HTMLDivElement>();
  const t = useMessages(frameSlotMessages);
  return (
    <div ref={slot} className="latch-approve__slot" data-testid={testId}>
      <p className="latch-lead">{t('frameSlot.loading')}</p>
    </div>
  );
}
