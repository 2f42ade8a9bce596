import { useEffect, useRef } from 'react';
import { positionAuthFrame } from '@latch/core/internal';
import { useLatch } from '../context/LatchContext.js';

/**
 * Lays the embedded wallet's frame over the returned element while it is mounted, following it as
 * the page resizes or scrolls, in the modal's resolved theme; hides it after (the frame then
 * cancels what waited there for the person). What the person does there (approve, type a code)
 * happens on the wallet's origin, never on the dApp's.
 */
export function useAuthFrameSlot<T extends HTMLElement>() {
  const latch = useLatch();
  const slot = useRef<T>(null);

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

  return slot;
}
