import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useHold } from '../../hooks/useHold.js';
import { useMessages } from '../../i18n/useMessages.js';
import { allWalletsMessages } from './messages.js';

/** The list's height in pixels: the states below are as tall, so the modal keeps its height through a search. */
export const LIST_HEIGHT = 392;
const AS_TALL_AS_LIST = { minHeight: LIST_HEIGHT };

interface Held {
  /** Shown only from this time on (performance.now()'s clock): see useHold. */
  hiddenUntil?: number;
}

function Status({ hiddenUntil, children, role }: Held & { children: ReactNode; role: 'status' | 'alert' }) {
  const ref = useRef<HTMLDivElement>(null);
  useHold(ref, 'hidden', hiddenUntil);
  return (
    <div ref={ref} className="latch-all-wallets__status" style={AS_TALL_AS_LIST} role={role}>
      {children}
    </div>
  );
}

/**
 * Stops the animations in `ref`'s element (its skeletons' sheen) once it is no longer seen, from
 * `until` on (at once without it); they run again when it is `seen` again. See-through under the
 * results, its infinite sheen ran on, unseen, for as long as they stayed open.
 */
function useStillWhenUnseen(ref: RefObject<HTMLElement | null>, seen: boolean, until: number | undefined) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (seen || !element || typeof element.getAnimations !== 'function') return;
    const animations = () => element.getAnimations({ subtree: true });
    // After the frame that hides it, like the end of its hold: nothing of this is in that frame's way.
    const still = setTimeout(() => animations().forEach((animation) => animation.pause()), Math.max(0, (until ?? 0) - performance.now()));
    return () => {
      clearTimeout(still);
      animations().forEach((animation) => animation.play());
    };
  }, [ref, seen, until]);
}

/**
 * Loading. Once what it waited for is in, it fades from `shownUntil` on (at once without one), under
 * what came: see-through and silent, it takes no click from the list above it, and its sheen stops.
 */
export function ListLoading({ answered, shownUntil }: { answered?: boolean; shownUntil?: number }) {
  const t = useMessages(allWalletsMessages);
  const ref = useRef<HTMLDivElement>(null);
  useHold(ref, 'opaque', answered ? shownUntil : undefined);
  useStillWhenUnseen(ref, !answered, shownUntil);
  return (
    <div
      ref={ref}
      className={answered ? 'latch-all-wallets__status latch-all-wallets__status--done' : 'latch-all-wallets__status'}
      style={AS_TALL_AS_LIST}
      aria-busy={!answered}
      aria-hidden={answered || undefined}
      aria-live="polite"
    >
      <span className="latch-skeleton" />
      <span className="latch-skeleton" />
      <span className="latch-visually-hidden">{t('allWallets.loading')}</span>
    </div>
  );
}

export function ListFailed({ hiddenUntil, onRetry }: Held & { onRetry: () => void }) {
  const t = useMessages(allWalletsMessages);
  return (
    <Status hiddenUntil={hiddenUntil} role="alert">
      <p>{t('allWallets.loadFailed')}</p>
      <button type="button" className="latch-button" onClick={onRetry}>
        {t('allWallets.tryAgain')}
      </button>
    </Status>
  );
}

/** Nothing to list: no wallet matches `text`, or (without one) none is listed for these networks. */
export function ListEmpty({ hiddenUntil, text }: Held & { text?: string }) {
  const t = useMessages(allWalletsMessages);
  return (
    <Status hiddenUntil={hiddenUntil} role="status">
      {text ? t('allWallets.noMatch', { text }) : t('allWallets.none')}
    </Status>
  );
}
