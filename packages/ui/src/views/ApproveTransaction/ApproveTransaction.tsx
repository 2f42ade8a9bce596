import { useAuthFrameSlot } from '../../hooks/useAuthFrameSlot.js';

/**
 * The embedded wallet asks the person to approve a signature or a transaction. The approval is
 * the frame's own page, laid over this view's slot, so the click happens on the wallet's origin
 * and never on the dApp's.
 */
export default function ApproveTransaction() {
  const slot = useAuthFrameSlot<HTMLDivElement>();

  return (
    <div className="latch-approve">
      <p className="latch-approve__hint">Review the request in your embedded wallet below.</p>
      <div ref={slot} className="latch-approve__slot" data-testid="latch-approve-slot">
        <p className="latch-approve__loading">Loading the wallet…</p>
      </div>
    </div>
  );
}
