import { useEffect, useRef } from 'react';
import { positionAuthFrame } from '@latch/core';
import { useLatch } from '../../context/LatchContext.js';

/**
 * The embedded wallet asks the person to approve a signature or a transaction. The approval is
 * the frame's own page, laid over this view's slot, so the click happens on the wallet's origin
 * and never on the dApp's.
 */
export default function ApproveTransaction() {
  const latch = useLatch();
  const slot = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = slot.current;
    if (!element) return;
    const place = () => {
      const { top, left, width, height } = element.getBoundingClientRect();
      // The frame takes the modal's resolved theme ('system' already decided by the modal root).
      const theme = element.closest('[data-theme]')?.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
      positionAuthFrame(latch, { top, left, width, height }, theme);
    };
    place();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(place);
    observer?.observe(element);
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
      positionAuthFrame(latch, undefined);
    };
  }, [latch]);

  return (
    <div className="latch-approve">
      <p className="latch-approve__hint">Review the request in your embedded wallet below.</p>
      <div ref={slot} className="latch-approve__slot" data-testid="latch-approve-slot">
        <p className="latch-approve__loading">Loading the wallet…</p>
      </div>
    </div>
  );
}
