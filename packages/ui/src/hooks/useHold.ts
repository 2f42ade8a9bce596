import { useLayoutEffect, type RefObject } from 'react';

/**
 * How an element is held: unseen, opaque, or see-through and inert. Opaque or see-through, it is
 * painted ahead on a layer of its own (CSS gives it `will-change: opacity`), so the end of the hold
 * costs the main thread no style, layout or paint; inert, nothing reaches it (pointer, Tab key,
 * screen reader) meanwhile.
 */
export type Hold = 'hidden' | 'opaque' | 'see-through';

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
 */
export function useHold(ref: RefObject<HTMLElement | null>, hold: Hold, until: number | undefined) {
  useLayoutEffect(() => {
    const element = ref.current;
    const now = element?.ownerDocument.timeline?.currentTime;
    if (until === undefined || !element || typeof element.animate !== 'function' || typeof now !== 'number' || until <= now) return;
    const animation = element.animate(KEYFRAMES[hold], { duration: until - now });
    // From the timeline's time rather than from the next frame, when a new animation would start: it ends at `until`, not up to a frame after.
    animation.startTime = now;
    if (hold !== 'see-through') return () => animation.cancel();
    element.inert = true;
    // Reachable right after the frame that shows it (the hold ends in that frame's animation step, so a
    // task queued then runs once it is painted): no one acts within a frame of seeing it, and the
    // restyle of its whole subtree is then not in the way of that frame.
    let reachable: ReturnType<typeof setTimeout> | undefined;
    animation.finished.then(
      () => (reachable = setTimeout(() => (element.inert = false))),
      () => undefined,
    );
    return () => {
      animation.cancel();
      clearTimeout(reachable);
      element.inert = false;
    };
  }, [ref, hold, until]);
}
