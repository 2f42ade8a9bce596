import { useRef, type ReactNode } from 'react';
import { useHold, type AfterHold } from '../../hooks/useHold.js';
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

/** Its skeletons' sheen stops once it is unseen, and runs again if it shows again: see-through under the results, it ran on, unseen, for as long as they stayed open. */
const stillWhileUnseen: AfterHold = (element) => {
  if (typeof element.getAnimations !== 'function') return;
  const animations = () => element.getAnimations({ subtree: true });
  animations().forEach((animation) => animation.pause());
  return () => animations().forEach((animation) => animation.play());
};

/**
 * Loading. Once what it waited for is in, it fades from `shownUntil` on (at once without one), under
 * what came: see-through and silent, it takes no click from the list above it, and its sheen stops.
 */
export function ListLoading({ answered, shownUntil }: { answered?: boolean; shownUntil?: number }) {
  const t = useMessages(allWalletsMessages);
  const ref = useRef<HTMLDivElement>(null);
  useHold(ref, 'opaque', answered ? shownUntil : undefined, answered ? stillWhileUnseen : undefined);
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
