import { useAuthFrameSlot } from '../../hooks/useAuthFrameSlot.js';
import { useMessages } from '../../i18n/useMessages.js';
import { frameSlotMessages } from '../../components/FrameCodeSlot/messages.js';

/**
 * The embedded wallet asks the person to approve a signature or a transaction. The approval is
 * the frame's own page, laid over this view's slot, so the click happens on the wallet's origin
 * and never on the dApp's.
 */
export default function ApproveTransaction() {
  const slot = useAuthFrameSlot<HTMLDivElement>();
  const t = useMessages(frameSlotMessages);

  return (
    <div className="latch-approve">
      <p className="latch-lead latch-approve__hint">{t('frameSlot.review')}</p>
      <div ref={slot} className="latch-approve__slot" data-testid="latch-approve-slot">
        <p className="latch-lead">{t('frameSlot.loading')}</p>
      </div>
    </div>
  );
}
