import { useLayoutEffect, type RefObject } from 'react';

/**
 * How an element is held: unseen, opaque, or see-through and inert. Opaque or see-through, it is
 * painted ahead on a layer of its own (CSS gives it `will-change: opacity`), so the end of the hold
 * costs the main thread no style, layout or paint; inert, nothing reaches it (pointer, Tab key,
 * screen reader) meanwhile.
 */
export type Hold = 'hidden' | 'opaque' | 'see-through';

/** What to do to the element once its hold is over; what it returns undoes it when the hold changes or the element goes. */
export type AfterHold = (element: HTMLElement) => (() => void) | void;

const KEYFRAMES: Record<Hold, PropertyIndexedKeyframes> = {
  hidden: { visibility: ['hidden', 'hidden'] },
  opaque: { opacity: [1, 1] },
  'see-through': { opacity: [0, 0] },
};

/**
 * Holds an element as `hold` says until `until` (a time on performance.now()'s clock), after which its
 * stylesheet decides again. The hold is an animation on the document's timeline, so the browser ends
 * it in its first frame past `until`, whatever the main thread is doing then, and React renders
 * nothing at that moment. A time already past, or a DOM without Web Animations (a test DOM), holds nothing.
 *
 * `afterHold` (a stable function) runs in the task after the frame that ends the hold (the hold ends in
 * that frame's animation step, so a task queued then runs once it is painted): nothing it does is in
 * that frame's way. With nothing held it runs in the next task. A see-through element is made
 * reachable the same way: no one acts within a frame of seeing it.
 */
export function useHold(ref: RefObject<HTMLElement | null>, hold: Hold, until: number | undefined, afterHold?: AfterHold) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const now = element.ownerDocument.timeline?.currentTime;
    const held = until !== undefined && typeof element.animate === 'function' && typeof now === 'number' && until > now;
    const inert = held && hold === 'see-through';
    let task: ReturnType<typeof setTimeout> | undefined;
    let undo: (() => void) | void;
    const over = () => {
      task = setTimeout(() => {
        if (inert) element.inert = false;
        undo = afterHold?.(element);
      });
    };
    let animation: Animation | undefined;
    if (held) {
      animation = element.animate(KEYFRAMES[hold], { duration: until - now });
      // From the timeline's time rather than from the next frame, when a new animation would start: it ends at `until`, not up to a frame after.
      animation.startTime = now;
      if (inert) element.inert = true;
      animation.finished.then(over, () => undefined);
    } else if (afterHold) over();
    return () => {
      animation?.cancel();
      clearTimeout(task);
      undo?.();
      if (inert) element.inert = false;
    };
  }, [ref, hold, until, afterHold]);
}
